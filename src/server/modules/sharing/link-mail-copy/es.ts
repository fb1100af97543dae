import type { AccessLevel } from '../../../../domain/sharing/sharing.ts';
import type { LinkMailCopy } from './link-mail-copy.ts';

const NDA = 'acuerdo de confidencialidad';

const WHAT_THE_LINK_ALLOWS: Record<AccessLevel, string> = {
  view: 'leer el acuerdo y descargarlo como archivo de Word',
  comment: 'leer el acuerdo, descargarlo y dejar comentarios',
  edit: 'leer el acuerdo, dejar comentarios y hacer cambios en el texto',
};

/**
 * Spanish as docs/glossary-es.md writes it: "usted", short plain sentences, one term for the NDA
 * ("acuerdo de confidencialidad") in every mail: named in full with its title, then "el acuerdo"
 * in the link's terms. Titles and names are quoted as they were typed.
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
      `Este es el ${NDA} "${title}". ${organisationName} le invita a colaborar en él.`,
  },
  share: {
    subject: ({ organisationName, title }) => `${organisationName} compartió "${title}" con usted`,
    lead: ({ organisationName, title }) =>
      `Este es el ${NDA} "${title}". ${organisationName} lo compartió con usted.`,
  },
  openIt: (url) => `Ábralo aquí: ${url}`,
  sentNda: {
    subject: ({ organisationName, title }) => `${organisationName} le envió el ${NDA} "${title}"`,
    openIt: (title, url) => `Este es el ${NDA} "${title}". Lo puede abrir aquí: ${url}`,
  },
};
