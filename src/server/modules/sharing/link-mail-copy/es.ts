import type { AccessLevel } from '../../../../domain/sharing/sharing.ts';
import type { LinkMailCopy } from './link-mail-copy.ts';

const NDA = 'acuerdo de confidencialidad';

const WHAT_THE_LINK_ALLOWS: Record<AccessLevel, string> = {
  view: `leer el ${NDA} y descargarlo como archivo de Word`,
  comment: `leer el ${NDA}, descargarlo y dejar comentarios`,
  edit: `leer el ${NDA}, dejar comentarios y hacer cambios en el texto`,
};

/**
 * Spanish as docs/glossary-es.md writes it: "usted", short plain sentences, one term for the NDA
 * ("acuerdo de confidencialidad") in every mail. Titles and names are quoted as they were typed.
 */
export const es: LinkMailCopy = {
  greeting: 'Hola:',
  linkTerms: (accessLevel, worksUntil) =>
    `Con este enlace, usted puede ${WHAT_THE_LINK_ALLOWS[accessLevel]}. ` +
    (worksUntil
      ? `El enlace funciona hasta el ${worksUntil}.`
      : 'El enlace no vence, pero lo podemos desactivar en cualquier momento.'),
  keepPrivate:
    'No necesita una cuenta ni una contraseña. Por favor, no comparta el enlace. ' +
    'Cualquier persona que lo tenga puede usarlo.',
  notExpecting: 'Si no esperaba este mensaje, puede ignorarlo.',
  invitation: {
    subject: ({ organisationName, title }) =>
      `${organisationName} le invita a trabajar en "${title}"`,
    lead: ({ organisationName, title }) =>
      `${organisationName} le invita a colaborar en el ${NDA} "${title}".`,
  },
  share: {
    subject: ({ organisationName, title }) => `${organisationName} compartió "${title}" con usted`,
    lead: ({ organisationName, title }) =>
      `${organisationName} compartió con usted el ${NDA} "${title}".`,
  },
  openIt: (url) => `Ábralo aquí: ${url}`,
  sentNda: {
    subject: ({ organisationName, title }) => `${organisationName} le envió el ${NDA} "${title}"`,
    openIt: (title, url) => `Abra el ${NDA} "${title}" aquí: ${url}`,
  },
};
