import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedAnswers } from '../../../domain/waiting-list/saved-application-schemas.ts';
import {
  CAMPUSES,
  LANGUAGES,
  type Campus,
  type Language,
} from '../../../domain/waiting-list/waiting-list.ts';
import { isOneOf } from '../../db/columns.ts';

/**
 * A waiting-list form saved before it was sent (ADR 046). Not an entry: staff never see it, it
 * has no place on the list, and it is deleted when the form is sent or its link expires.
 */
export const savedApplications = pgTable(
  'saved_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the link's token, as for status links: a database reader cannot open it. */
    tokenHash: text('token_hash').notNull().unique('saved_applications_token_hash_unique'),
    campus: text('campus').$type<Campus>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** Where the link was mailed. */
    email: text('email').notNull(),
    answers: jsonb('answers').$type<SavedAnswers>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_applications_expires_at_idx').on(t.expiresAt),
    check('saved_applications_campus_check', isOneOf(t.campus, CAMPUSES)),
    check('saved_applications_language_check', isOneOf(t.language, LANGUAGES)),
  ],
);

export type SavedApplication = typeof savedApplications.$inferSelect;
