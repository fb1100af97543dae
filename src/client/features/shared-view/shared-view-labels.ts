import { z } from 'zod';

/** The email is optional (spec §5): blank is fine, anything else must look like an address. */
export const isUsableOptionalEmail = (email: string) =>
  email.trim() === '' || z.email().safeParse(email.trim()).success;

/** What the recipient typed, as the API takes it: the email is null when empty. */
export const toAuthorFields = (author: { name: string; email: string }) => ({
  authorName: author.name.trim(),
  authorEmail: author.email.trim() || null,
});
