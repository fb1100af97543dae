import { joinNames } from '../../../../domain/esign/enrollment-agreement.ts';
import { SIGNED_COPY_DAYS } from '../../../../domain/esign/esign.ts';
import type { CopyDelivery } from '../copy-delivery.ts';
import type { SigningMailCopy } from './signing-mail-copy.ts';

const names = (list: string[]) => joinNames(list, 'es');

// The certificate of completion is the school's legal record and stays in English: the reader is
// told so, with its English title, before finding English pages at the end of their PDF.
const CERTIFICATE =
  'Las últimas páginas del PDF son el certificado de firma ("Certificate of Completion"). Están en inglés.';

const copyLines = (delivery: CopyDelivery) =>
  'attachment' in delivery
    ? [
        `El contrato firmado está adjunto a este mensaje, en el archivo PDF "${delivery.attachment.filename}". ` +
          'Por favor, guárdelo.',
        ...(delivery.more.length > 0
          ? [
              'También van adjuntos los otros documentos que firmó con él, cada uno sellado: ' +
                `${delivery.more.map((file) => `"${file.filename}"`).join(', ')}.`,
            ]
          : []),
        CERTIFICATE,
      ]
    : [
        'El contrato firmado es muy grande para enviarlo adjunto a este mensaje.',
        `Puede descargarlo durante ${SIGNED_COPY_DAYS} días con este enlace: ${delivery.url}`,
        CERTIFICATE,
      ];

const sealLines = (verifyUrl: string) => [
  'El PDF tiene nuestro sello digital. Con el sello se puede ver si alguien cambió el archivo.',
  `Para comprobar que el PDF es auténtico y no tiene cambios, abra ${verifyUrl} y elija el archivo. ` +
    'Cualquier persona a quien usted se lo envíe puede hacer lo mismo.',
];

/**
 * Spanish as families in Texas write it (docs/glossary-es.md): "usted", short literal sentences,
 * "contrato" for the agreement, "correo electrónico" for email. Names, titles and the sender's
 * message are quoted as they were typed.
 */
export const es: SigningMailCopy = {
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),

  invitation: {
    subject: ({ title }) => `Por favor, firme: ${title}`,
    body: ({
      senderName,
      organisationName,
      title,
      signedBy,
      message,
      signingUrl,
      worksUntil,
      approver,
      withDocuments,
    }) => [
      approver
        ? `${senderName}, de ${organisationName}, le pide que revise y apruebe el contrato "${title}". Usted lo aprueba con su nombre; no lo firma.`
        : `${senderName}, de ${organisationName}, le pide que firme el contrato "${title}".`,
      ...(withDocuments.length > 0
        ? [
            `La misma solicitud incluye ${withDocuments.map((one) => `"${one}"`).join(', ')}, ` +
              `en la misma página${approver ? '' : ', con los campos que usted debe completar'}.`,
          ]
        : []),
      ...(signedBy.length > 0
        ? [
            `${names(signedBy)} ya lo ${signedBy.length > 1 ? 'firmaron' : 'firmó'}. Ahora es su turno.`,
          ]
        : []),
      ...(message ? ['', `Mensaje de ${senderName}: ${message}`] : []),
      '',
      approver
        ? `Lea y apruebe el contrato aquí: ${signingUrl}`
        : `Lea y firme el contrato aquí: ${signingUrl}`,
      '',
      'Puede leer todo el contrato antes de decidir. Si no está de acuerdo, puede rechazarlo. ' +
        'No necesita una cuenta ni una contraseña.',
      `El enlace funciona hasta el ${worksUntil}.`,
      'Por favor, no reenvíe este mensaje. Cualquier persona que tenga el enlace puede firmar en su nombre.',
      '',
      'Si no esperaba este mensaje, puede ignorarlo.',
    ],
  },

  reminder: {
    subject: ({ title, approver }) =>
      approver
        ? `Recordatorio: por favor, revise y apruebe "${title}"`
        : `Recordatorio: por favor, firme "${title}"`,
    body: ({
      sentOn,
      senderName,
      organisationName,
      title,
      subject,
      worksUntil,
      askSender,
      approver,
    }) => [
      approver
        ? `El ${sentOn}, ${senderName}, de ${organisationName}, le pidió que revisara y aprobara el contrato "${title}". ` +
          'Todavía no está aprobado.'
        : `El ${sentOn}, ${senderName}, de ${organisationName}, le pidió que firmara el contrato "${title}". ` +
          'Todavía no está firmado.',
      '',
      `Para ${approver ? 'aprobarlo' : 'firmarlo'}, abra nuestro mensaje del ${sentOn} con el asunto "${subject}". Luego abra el enlace de ese mensaje.`,
      `Por su seguridad, no repetimos el enlace aquí. El enlace funciona hasta el ${worksUntil}.`,
      '',
      `Si no encuentra ese mensaje, o si no quiere ${approver ? 'aprobarlo' : 'firmar'}, por favor avise a ${askSender}.`,
    ],
  },

  signedCopy: {
    subject: ({ title, signerNames }) =>
      signerNames.length > 1 ? `Firmado por todos: "${title}"` : `Usted firmó "${title}"`,
    body: ({ title, organisationName, signerNames, signedOn, delivery, verifyUrl }) => [
      signerNames.length > 1
        ? `Todos firmaron el contrato "${title}" con ${organisationName}: ${names(signerNames)}. ` +
          `La última firma fue el ${signedOn}.`
        : `Usted firmó el contrato "${title}" con ${organisationName} el ${signedOn}.`,
      '',
      ...copyLines(delivery),
      '',
      ...sealLines(verifyUrl),
      '',
      'Gracias.',
    ],
  },

  completedCopy: {
    subject: ({ title }) => `Copia firmada: "${title}"`,
    body: ({ senderName, organisationName, title, signerNames, signedOn, delivery, verifyUrl }) => [
      `${senderName}, de ${organisationName}, nos pidió que le enviáramos una copia del contrato "${title}".`,
      `${signerNames.length > 1 ? 'Lo firmaron' : 'Lo firmó'} ${names(signerNames)}. ` +
        `La última firma fue el ${signedOn}.`,
      '',
      ...copyLines(delivery),
      '',
      ...sealLines(verifyUrl),
      '',
      'Usted no tiene que hacer nada.',
    ],
  },

  envelopeDeclined: {
    subject: ({ title }) => `Se detuvo la firma de "${title}"`,
    body: ({ declinedBy, title, senderName }) => [
      `${declinedBy} decidió no firmar el contrato "${title}". Por eso, el contrato no se va a completar.`,
      'Su enlace para firmar ya no funciona. Usted no tiene que hacer nada.',
      '',
      `Si ${senderName} envía una versión nueva, usted recibirá un mensaje nuevo.`,
    ],
  },

  identityCode: {
    subject: ({ title }) => `Su código para firmar "${title}"`,
    body: ({ title, code, minutes, senderName, organisationName }) => [
      `Para confirmar que es usted, escriba este código en la página donde firma "${title}":`,
      '',
      code,
      '',
      `El código sirve durante ${minutes} minutos y una sola vez.`,
      '',
      'Si usted no pidió un código, otra persona puede tener su enlace para firmar. No comparta ' +
        `el código. Por favor, avise a ${senderName}, de ${organisationName}.`,
    ],
  },
};
