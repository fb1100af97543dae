import type { LinkCodeMailCopy } from './link-code-mail-copy.ts';

/**
 * Spanish as docs/glossary-es.md writes it: "usted", short plain sentences, "correo electrónico"
 * for the mail. Titles and names are quoted as they were typed.
 */
export const es: LinkCodeMailCopy = {
  subject: ({ title }) => `Su código para abrir "${title}"`,
  greeting: 'Hola:',
  lead: ({ organisationName, title }) =>
    `Este es su código para abrir el documento "${title}". ${organisationName} lo compartió con usted:`,
  validity: ({ minutes }) =>
    `Escríbalo en la página donde lo pidió. Funciona durante ${minutes} minutos y una sola vez.`,
  notAsked:
    'Si usted no lo pidió, puede ignorar este correo electrónico. Nadie más puede usar el código.',
};
