import type { RoomMailCopy } from './room-mail-copy.ts';

export const es: RoomMailCopy = {
  greeting: (name) => `Hola, ${name}:`,
  invitation: {
    subject: ({ organisationName, roomName }) =>
      `${organisationName} le invitó a la sala de datos "${roomName}"`,
    body: ({ organisationName, roomName, senderName, roomUrl, signingUrl }) => [
      `${senderName}, de ${organisationName}, le invitó a la sala de datos "${roomName}".`,
      'La sala se abre cuando usted firma un acuerdo de confidencialidad. Le enviamos el acuerdo en otro correo. También puede firmarlo aquí:',
      signingUrl,
      'Después de firmar, abra la sala aquí:',
      roomUrl,
      'El enlace de la sala es solo para usted. Por favor, no lo comparta.',
    ],
  },
  ndaTitle: (roomName) => `Acuerdo de confidencialidad para la sala de datos "${roomName}"`,
  ndaPurpose: (roomName) => `Leer los documentos de la sala de datos "${roomName}"`,
  ndaSubject: (roomName) => `Por favor, firme: acuerdo de confidencialidad de "${roomName}"`,
  code: {
    subject: (roomName) => `Su código para la sala de datos "${roomName}"`,
    body: ({ code, minutes, roomName }) => [
      `Su código para abrir la sala de datos "${roomName}" es: ${code}`,
      `Sirve por ${minutes} minutos, una sola vez.`,
      'Si usted no pidió un código, puede ignorar este correo.',
    ],
  },
};
