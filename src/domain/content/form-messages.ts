/**
 * Words shared by the enrollment and give forms' validation messages. Kept out of ./es/, where
 * every module is the twin of an English one.
 */

/**
 * English keeps the shared schema's own message, which already says the limit ("Keep the note
 * under 1001 characters"); other languages write theirs from the field, the kind of problem and
 * the limit.
 */
export const keepSchemaMessage = (
  _field: string,
  _code: string,
  schemaMessage: string,
  _limit?: number,
): string => schemaMessage;

/**
 * "con 4,000 caracteres o menos": the limit of a text field in a Spanish validation message, as
 * the English message and the character counter give it (a message that drops the
 * limit leaves the family guessing how much to cut).
 */
export const withinLimit = (limit: number | undefined): string =>
  limit === undefined
    ? 'con menos caracteres'
    : `con ${limit.toLocaleString('es-US')} caracteres o menos`;
