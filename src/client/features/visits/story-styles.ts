/** The story page's looks: one column that never scrolls sideways at 320 px. */
export const STORY_FRAME = 'mx-auto max-w-3xl px-4 py-10 break-words md:py-14 print:p-0';
/** A link on its own line, as tall as a touch target. */
export const STORY_LINK =
  'inline-flex min-h-11 items-center font-semibold text-brand-ink underline underline-offset-4 hover:no-underline';
