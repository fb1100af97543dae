import type { WaitingListMailCopy } from './waiting-list-mail-copy.ts';

// Only the SHA-256 of the status link is stored, so a later mail cannot repeat it. Sending the
// form again mails a new one (resend-status-link.ts), except for a closed application: there the
// form starts a new application.
const FIRST_MESSAGE =
  'El enlace privado de esta solicitud está en el primer mensaje que le enviamos.';
const LOST_LINK =
  'Si no lo encuentra, envíe otra vez el formulario de solicitud con el mismo nombre del estudiante y el mismo correo electrónico, y le enviaremos un enlace nuevo.';
const questions = (supportEmail: string) => `¿Tiene preguntas? Escríbanos a ${supportEmail}.`;
const linkAndQuestions = (supportEmail: string) => [
  `${FIRST_MESSAGE} ${LOST_LINK}`,
  questions(supportEmail),
];

/**
 * Spanish as families in Texas write it: "usted", short literal sentences, no word-for-word
 * calques. Every campus name starts with the masculine "Campus", so "al"/"del"/"en el" always fit;
 * NovaLearn Academy and Nexus STEM College are proper names and stay as they are. The student is
 * never the subject of a gendered adjective ("inscrito/a"): we do not know the student's gender.
 */
export const es: WaitingListMailCopy = {
  locale: 'es-US',
  campusNames: {
    k12: 'Campus K-12 (NovaLearn Academy)',
    bridge: 'Campus Bridge (Nexus STEM College)',
  },
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),

  campusNotes: {
    k12: 'Es una escuela en The Woodlands, Texas, de kínder a 12.º grado.',
    bridge:
      'Es una universidad en Kemah, Texas. STEM quiere decir ciencias, tecnología, ingeniería y matemáticas.',
  },

  confirmation: {
    subject: (campus) => `Su solicitud está en la lista de espera del ${campus}`,
    body: ({ student, campus, campusNote, position, total, statusUrl, supportEmail }) => [
      `Gracias por su solicitud para el ${campus}. ${campusNote}`,
      `Recibimos la solicitud de ${student}. Ya está en la lista de espera.`,
      '',
      `Lugar en la lista de espera: número ${position} de ${total} en el ${campus}.`,
      '',
      'Próximos pasos:',
      '- Revisamos cada solicitud en un plazo de 48 horas. Una persona de nuestro equipo de admisiones la lee.',
      '- Le volvemos a escribir solo si cambia el estado de la solicitud, por ejemplo cuando le invitamos.',
      '- Primero invitamos a las familias con prioridad.',
      '- Todas las familias empiezan con la misma prioridad. Nuestro equipo de admisiones puede subirla y anota por qué.',
      '- Le llamaremos o le escribiremos para programar una visita al campus y una reunión con la familia.',
      '',
      'Con este enlace privado puede ver en cualquier momento el lugar en la lista, o retirar la solicitud:',
      statusUrl,
      '',
      'Por favor, guarde este mensaje. Cualquier persona que tenga el enlace puede ver el lugar en la lista y retirar la solicitud.',
      'Si pierde el enlace, envíe otra vez el formulario. Use el mismo nombre del estudiante y el mismo correo electrónico. Le enviaremos un enlace nuevo.',
      '',
      `Si usted no envió esta solicitud, puede retirarla con el enlace de arriba. ¿Tiene preguntas? Escríbanos a ${supportEmail}.`,
    ],
  },

  linkAgain: {
    subject: (campus) => `Su enlace privado para el ${campus}`,
    body: ({ student, campus, receivedOn, statusUrl, supportEmail }) => [
      `Recibimos otra vez el formulario de solicitud de ${student} para el ${campus}.`,
      `La solicitud recibida el ${receivedOn} ya está en nuestra lista, así que no la agregamos otra vez.`,
      '',
      'Este es un enlace privado nuevo para esta solicitud. Con este enlace puede ver en cualquier momento el estado de la solicitud, o retirarla:',
      statusUrl,
      '',
      'El enlace que le enviamos antes ya no funciona. Por favor, guarde este mensaje. Cualquier persona que tenga el enlace puede ver el estado de la solicitud y retirarla.',
      '',
      `Si usted no envió el formulario otra vez, no tiene que hacer nada. ${questions(supportEmail)}`,
    ],
  },

  linkRequested: {
    subject: (campus) => `Su enlace privado nuevo para el ${campus}`,
    body: ({ student, campus, receivedOn, statusUrl, supportEmail }) => [
      `Recibimos en nuestro sitio web un pedido de un enlace privado nuevo. Es para la solicitud de ${student} para el ${campus}, recibida el ${receivedOn}.`,
      '',
      'Este es el enlace privado nuevo. Con este enlace puede ver en cualquier momento el estado de la solicitud, o retirarla:',
      statusUrl,
      '',
      'El enlace que le enviamos antes ya no funciona. Por favor, guarde este mensaje. Cualquier persona que tenga el enlace puede ver el estado de la solicitud y retirarla.',
      '',
      `Si usted no pidió un enlace nuevo, no tiene que hacer nada: use desde ahora el enlace de este mensaje. ${questions(supportEmail)}`,
    ],
  },

  savedApplication: {
    subject: (campus) => `Sus respuestas guardadas para el ${campus}`,
    body: ({ campus, savedUrl, worksUntil, days, supportEmail }) => [
      `Usted guardó sus respuestas del formulario de la lista de espera del ${campus}. El formulario todavía no está enviado, así que el estudiante todavía no está en la lista de espera.`,
      '',
      'Para seguir con el formulario, abra este enlace privado:',
      savedUrl,
      '',
      `El enlace funciona hasta el ${worksUntil}. Cada vez que guarde otra vez, funciona ${days} días más. Después borramos las respuestas.`,
      'Cuando envíe el formulario, borramos las respuestas guardadas y este enlace deja de funcionar.',
      '',
      `Cualquier persona que tenga el enlace puede leer y cambiar las respuestas. Si usted no guardó un formulario, no tiene que hacer nada. ${questions(supportEmail)}`,
    ],
  },

  status: {
    active: {
      subject: (campus) => `Su solicitud está otra vez en la lista de espera del ${campus}`,
      body: ({ student, campus, receivedOn, position, total, supportEmail }) => [
        `La solicitud de ${student} para el ${campus} está otra vez en la lista de espera. La recibimos el ${receivedOn}.`,
        '',
        `Lugar en la lista de espera: número ${position} de ${total} en el ${campus}.`,
        'Su lugar puede cambiar si invitamos primero a familias con prioridad o si otras familias salen de la lista.',
        '',
        ...linkAndQuestions(supportEmail),
      ],
    },
    invited: {
      subject: (campus) => `Invitación para inscribirse en el ${campus}`,
      body: ({
        student,
        campus,
        receivedOn,
        businessDays,
        contactBy,
        supportEmail,
        supportPhone,
      }) => [
        `Le invitamos a inscribir a ${student} en el ${campus}.`,
        `Este mensaje es sobre la solicitud recibida el ${receivedOn}.`,
        '',
        'Próximos pasos:',
        `- Le llamaremos o le escribiremos en un plazo de ${businessDays} días hábiles (de lunes a viernes). Vamos a programar una visita al campus y una reunión con la familia.`,
        `- Si el ${contactBy}, todavía no tiene noticias nuestras, escríbanos a ${supportEmail} o llámenos al ${supportPhone}.`,
        '- Si ya no le interesa la inscripción, avísenos o retire la solicitud con el enlace privado.',
        '',
        ...linkAndQuestions(supportEmail),
      ],
    },
    enrolled: {
      subject: (campus) => `Inscripción confirmada en el ${campus}`,
      body: ({ student, campus, receivedOn, supportEmail }) => [
        `La inscripción de ${student} en el ${campus} está confirmada. Le damos la bienvenida.`,
        `Este mensaje es sobre la solicitud recibida el ${receivedOn}.`,
        '',
        'Le escribiremos para contarle los próximos pasos.',
        '',
        ...linkAndQuestions(supportEmail),
      ],
    },
    declined: {
      subject: (campus) => `Su solicitud para el ${campus} está cerrada`,
      body: ({ student, campus, receivedOn, supportEmail }) => [
        `La solicitud de ${student} para el ${campus}, recibida el ${receivedOn}, está cerrada. Ya no está en la lista de espera.`,
        '',
        'Este mensaje no dice el motivo. Si quiere saber por qué, escríbanos a la dirección de abajo.',
        'Puede enviar una nueva solicitud en cualquier momento.',
        '',
        FIRST_MESSAGE,
        questions(supportEmail),
      ],
    },
    withdrawn: {
      subject: (campus) => `Su solicitud para el ${campus} fue retirada`,
      body: ({ student, campus, receivedOn, supportEmail }) => [
        `La solicitud de ${student} para el ${campus}, recibida el ${receivedOn}, fue retirada. Ya no está en la lista de espera.`,
        'No volveremos a escribirle sobre esta solicitud.',
        '',
        'Si más adelante desea volver a la lista, envíe una nueva solicitud.',
        '',
        `Si usted no pidió retirar la solicitud, escríbanos cuanto antes a ${supportEmail}.`,
      ],
    },
  },
};
