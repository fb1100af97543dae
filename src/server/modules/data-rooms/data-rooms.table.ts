import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import type { GeneratedDocumentId } from '../../../domain/content/generated-documents.ts';
import {
  ROOM_ACTIVITY_TYPES,
  ROOM_DOCUMENT_KINDS,
  ROOM_GENERATED_DOCUMENTS,
  type RoomActivityType,
  type RoomDocumentKind,
} from '../../../domain/data-rooms/data-rooms.ts';
import { bytea, isOneOf } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { ndaDocuments } from '../documents/public.ts';
import { ndaTemplates } from '../templates/public.ts';

/**
 * A data room (ADR 049). Its gate is an NDA template: each invitee signs it, merged for them, on
 * our signing page (signature_requests.room_member_id) before anything in the room opens.
 */
export const dataRooms = pgTable(
  'data_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Deleting the template leaves the room without a gate: invitations wait for a new one.
    ndaTemplateId: uuid('nda_template_id').references(() => ndaTemplates.id, {
      onDelete: 'set null',
    }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_rooms_nda_template_id_idx').on(t.ndaTemplateId),
    index('data_rooms_created_by_user_id_idx').on(t.createdByUserId),
    index('data_rooms_created_at_idx').on(t.createdAt),
  ],
);

export const dataRoomFolders = pgTable(
  'data_room_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_room_folders_room_id_idx').on(t.roomId, t.position)],
);

/**
 * One document of a room: an NDA row, a generated paper (by its id in the content), or an
 * uploaded PDF kept here as bytes with its SHA-256. Exactly the kind's own source is set.
 */
export const dataRoomDocuments = pgTable(
  'data_room_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => dataRoomFolders.id, { onDelete: 'set null' }),
    kind: text('kind').$type<RoomDocumentKind>().notNull(),
    ndaDocumentId: uuid('nda_document_id').references(() => ndaDocuments.id, {
      onDelete: 'cascade',
    }),
    generatedDocumentId: text('generated_document_id').$type<GeneratedDocumentId>(),
    data: bytea('data'),
    filename: text('filename'),
    size: integer('size'),
    pageCount: integer('page_count'),
    // An uploaded PDF's text, read once in the untrusted-work pool, shown when it is opened.
    text: text('text'),
    sha256: text('sha256'),
    title: text('title').notNull(),
    allowDownload: boolean('allow_download').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_room_documents_room_id_idx').on(t.roomId, t.position),
    index('data_room_documents_folder_id_idx').on(t.folderId),
    index('data_room_documents_nda_document_id_idx').on(t.ndaDocumentId),
    check('data_room_documents_kind_check', isOneOf(t.kind, ROOM_DOCUMENT_KINDS)),
    check(
      'data_room_documents_generated_check',
      isOneOf(t.generatedDocumentId, ROOM_GENERATED_DOCUMENTS),
    ),
    check(
      'data_room_documents_source_check',
      sql`(${t.kind} = 'nda') = (${t.ndaDocumentId} is not null)
        and (${t.kind} = 'generated') = (${t.generatedDocumentId} is not null)
        and (${t.kind} = 'upload') = (${t.data} is not null)`,
    ),
  ],
);

/**
 * One invitee. Their room link's token is stored only as its SHA-256; their NDA envelope points
 * here (signature_requests.room_member_id), so the envelope says whether the room is open.
 */
export const dataRoomMembers = pgTable(
  'data_room_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organisation: text('organisation').notNull(),
    language: text('language').$type<Locale>().notNull().default('en'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('data_room_members_room_id_idx').on(t.roomId, t.email),
    index('data_room_members_invited_by_user_id_idx').on(t.invitedByUserId),
    check('data_room_members_language_check', isOneOf(t.language, LOCALES)),
  ],
);

export type DataRoomMember = typeof dataRoomMembers.$inferSelect;

/** A device that proved the member's address with a mailed code, for VERIFIED_VISIT_HOURS. */
export const dataRoomPasses = pgTable(
  'data_room_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => dataRoomMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('data_room_passes_member_id_idx').on(t.memberId)],
);

export type DataRoomPass = typeof dataRoomPasses.$inferSelect;

/** What each member did in the room, with the address they proved and their connection. */
export const dataRoomActivity = pgTable(
  'data_room_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => dataRooms.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => dataRoomMembers.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => dataRoomDocuments.id, {
      onDelete: 'cascade',
    }),
    type: text('type').$type<RoomActivityType>().notNull(),
    visitorEmail: text('visitor_email').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_room_activity_room_id_at_idx').on(t.roomId, t.at),
    index('data_room_activity_member_id_idx').on(t.memberId),
    index('data_room_activity_document_id_idx').on(t.documentId),
    check('data_room_activity_type_check', isOneOf(t.type, ROOM_ACTIVITY_TYPES)),
  ],
);

/** Time each member spent on each document, from bounded heartbeats (see record-room-heartbeat.ts). */
export const dataRoomDocumentTime = pgTable(
  'data_room_document_time',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => dataRoomMembers.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => dataRoomDocuments.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.documentId] }),
    index('data_room_document_time_document_id_idx').on(t.documentId),
    check('data_room_document_time_seconds_check', sql`${t.seconds} >= 0`),
  ],
);
