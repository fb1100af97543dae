/**
 * "con 4,000 caracteres o menos": the limit of a text field in a Spanish validation message, as
 * the English message and the character counter give it (Step 22: a message that drops the
 * limit leaves the family guessing how much to cut). Shared by the Spanish enrollment and give
 * forms; kept out of ./es/, where every module is a twin of an English one.
 */
export const withinLimit = (limit: number | undefined): string =>
  limit === undefined
    ? 'con menos caracteres'
    : `con ${limit.toLocaleString('es-US')} caracteres o menos`;
