/** The visits pages' shared looks: one column that never scrolls sideways at 320 px. */
export const FRAME = 'mx-auto max-w-3xl px-4 py-10 md:py-14';
export const LINK = 'font-semibold text-brand-ink underline underline-offset-4 hover:no-underline';
/** A link on its own line, as tall as a touch target. */
export const BLOCK_LINK = `inline-flex min-h-11 items-center ${LINK}`;
