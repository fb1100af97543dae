/**
 * The shape a translation of an English content value must have: the same keys, arrays and
 * function signatures, with any text in place of each English string literal. The Spanish twins
 * in `content/es/` type every export with it, so a missing or misshapen text is a compile error
 * (ADR 012).
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translated<R>
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T;

/** Every export of an English content module, translated: what its Spanish twin must export. */
export type TranslatedModule<M> = { readonly [K in keyof M]: Translated<M[K]> };
