import { z } from 'zod';
import { LOCALES } from '../common/i18n.ts';
import { emailAddress, optionalText, requiredText } from '../common/text-fields.ts';
import type { GeneratedDocumentId } from '../content/generated-documents.ts';

/**
 * A data room (ADR 049): documents in folders that an invitee opens only after signing the room's
 * NDA on our signing page, and only on a device that proved the invitee's address with a mailed
 * code. Each document says whether it may be downloaded; every download is watermarked.
 */

export const ROOM_DOCUMENT_KINDS = ['nda', 'generated', 'upload'] as const;
export type RoomDocumentKind = (typeof ROOM_DOCUMENT_KINDS)[number];

export const ROOM_ACTIVITY_TYPES = ['opened', 'viewed', 'downloaded'] as const;
export type RoomActivityType = (typeof ROOM_ACTIVITY_TYPES)[number];

/** The strategy papers and plans a room may hold (the drafts for counsel stay out). */
export const ROOM_GENERATED_DOCUMENTS = [
  'best-in-class-strategy',
  'healthcare-strategy',
  'best-in-class-healthcare',
] as const satisfies readonly GeneratedDocumentId[];

/** An uploaded PDF: at most this size, read in the untrusted-work pool before it is kept. */
export const MAX_ROOM_UPLOAD_MB = 20;
export const MAX_ROOM_UPLOAD_BYTES = MAX_ROOM_UPLOAD_MB * 1024 * 1024;
/** The text kept of an uploaded PDF, to read in the page: enough for a long report. */
export const MAX_ROOM_TEXT_CHARS = 400_000;
/** How much of a room one page lists; a room is a handful of papers, not an archive. */
export const MAX_ROOM_DOCUMENTS = 200;
export const MAX_ROOM_MEMBERS = 200;

export const NOT_A_PDF_MESSAGE = 'This file is not a PDF that can be read. Upload a PDF file.';
export const PDF_TOO_LARGE_MESSAGE = `This file is larger than ${MAX_ROOM_UPLOAD_MB} MB. Upload a smaller PDF.`;
export const UNKNOWN_TEMPLATE_MESSAGE =
  'Choose an NDA template from the list: this one no longer exists.';
export const MEMBER_ALREADY_INVITED_MESSAGE =
  'This address is already invited to this room. Withdraw the old invitation first.';
export const ROOM_CLOSED_MESSAGE = 'This room is closed. Open it again to invite people.';
export const NO_SIGNED_NDA_MESSAGE =
  'This person has not signed the NDA yet: the signed copy can be downloaded once they have.';

export const roomTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This room link is not complete.'),
});
export const roomDocumentParams = roomTokenParam.extend({ documentId: z.uuid() });
export const roomIdParams = z.object({ id: z.uuid() });
export const roomItemParams = z.object({ id: z.uuid(), itemId: z.uuid() });

/** POST /api/data-rooms. */
export const createRoomInput = z.object({
  name: requiredText('the room name', 120),
  ndaTemplateId: z.uuid('Choose the NDA template people sign before the room opens'),
});
export type CreateRoomInput = z.input<typeof createRoomInput>;

/** POST /api/data-rooms/:id/folders. */
export const createFolderInput = z.object({ name: requiredText('the folder name', 120) });

/** POST /api/data-rooms/:id/documents: an NDA or a generated paper (uploads are multipart). */
export const addRoomDocumentInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('nda'),
    ndaDocumentId: z.uuid('Choose an NDA from the list'),
    folderId: z.uuid().nullish(),
    title: optionalText('the title', 200),
    allowDownload: z.boolean().default(true),
  }),
  z.object({
    kind: z.literal('generated'),
    generatedDocumentId: z.enum(ROOM_GENERATED_DOCUMENTS, 'Choose a paper from the list'),
    folderId: z.uuid().nullish(),
    title: optionalText('the title', 200),
    allowDownload: z.boolean().default(true),
  }),
]);
export type AddRoomDocumentInput = z.input<typeof addRoomDocumentInput>;

/** PATCH /api/data-rooms/:id/documents/:itemId. */
export const updateRoomDocumentInput = z.object({ allowDownload: z.boolean() });

/** PUT /api/data-rooms/:id/closed: close the room to everyone, or open it again. */
export const roomClosedInput = z.object({
  closed: z.boolean({ error: 'Say whether the room is closed: true or false' }),
});

/** POST /api/data-rooms/:id/members: the invitation. */
export const inviteMemberInput = z.object({
  name: requiredText('their name', 120),
  email: emailAddress,
  organisation: requiredText('their organisation', 200),
  language: z.enum(LOCALES).default('en'),
});
export type InviteMemberInput = z.input<typeof inviteMemberInput>;

/** POST /api/room/:token/code/check: the code mailed to the member's own address. */
export const roomCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the mail'),
});

/** What a room's API answers an invitee it does not let in yet, in the member's language. */
export const ROOM_REFUSALS = {
  en: {
    unknownLink:
      'This room link does not work. It may be incomplete, or the invitation was withdrawn.',
    closed: 'This room is closed. Ask the person who invited you.',
    signFirst: 'This room opens after you sign the NDA.',
    confirmEmail: 'Confirm your email address with the code we mail you first.',
    downloadsOff: 'This document cannot be downloaded.',
    wrongCode:
      'That code is not right or has expired. Check the latest email, or ask for a new code.',
    unknownDocument: 'This document is not in the room any more.',
  },
  es: {
    unknownLink: 'Este enlace no funciona. Puede estar incompleto, o la invitación fue retirada.',
    closed: 'Esta sala está cerrada. Pregunte a la persona que le invitó.',
    signFirst: 'Esta sala se abre cuando usted firma el acuerdo de confidencialidad.',
    confirmEmail: 'Primero confirme su correo con el código que le enviamos.',
    downloadsOff: 'Este documento no se puede descargar.',
    wrongCode:
      'El código no es correcto o ya venció. Revise el último correo, o pida un código nuevo.',
    unknownDocument: 'Este documento ya no está en la sala.',
  },
} as const;

/** "a•••@example.org": where the code goes, without showing the whole address to the device. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email[0]}•••${email.slice(at)}`;
}
