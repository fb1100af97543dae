/** A text link on the pages people reach from a staff mail: underlined, 40px tall to tap. */
export const ACCOUNT_PAGE_LINK_CLASS =
  'inline-flex min-h-10 items-center font-medium text-brand underline underline-offset-4 hover:no-underline';
