import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CAMPUSES,
  DEFAULT_PRIORITY,
  GRADE_LEVELS,
  HEARD_ABOUT_US,
  LANGUAGES,
  PROGRAM_INTERESTS,
  WAITING_LIST_STATUSES,
  type Campus,
  type GradeLevel,
  type HeardAboutUs,
  type Language,
  type ProgramInterest,
  type WaitingListStatus,
} from '../../../domain/waiting-list/waiting-list.ts';
import { START_TERM_SQL_PATTERN, type StartTerm } from '../../../domain/start-terms/start-terms.ts';
import { isOneOf } from '../../db/columns.ts';

/** Waiting-list applications from the enrollment page (public spec §3). */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    campus: text('campus').$type<Campus>().notNull(),
    gradeLevel: text('grade_level').$type<GradeLevel>(),
    programInterest: text('program_interest').$type<ProgramInterest>(),
    studentNeeds: text('student_needs'),
    parentGuardianName: text('parent_guardian_name'),
    emergencyContact: text('emergency_contact'),
    heardAboutUs: text('heard_about_us').$type<HeardAboutUs>(),
    additionalInfo: text('additional_info'),
    status: text('status').$type<WaitingListStatus>().notNull().default('active'),
    priority: integer('priority').notNull().default(DEFAULT_PRIORITY),
    enrollmentPreference: text('enrollment_preference').$type<StartTerm>(),
    language: text('language').$type<Language>().notNull().default('en'),
    /** Private to staff: never shown on the family's status page, never copied to the audit log. */
    staffNotes: text('staff_notes'),
    /** SHA-256 of the status link's token: the link is the family's only key, and is not stored. */
    statusTokenHash: text('status_token_hash').unique('waiting_list_status_token_hash_unique'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Ranking: position among the campus's active entries, by priority then arrival.
    index('waiting_list_ranking_idx').on(t.campus, t.status, t.priority.desc(), t.createdAt),
    // Duplicate detection (same campus, email and name). Not unique: a family may legitimately
    // apply twice, so duplicates are decided in code.
    index('waiting_list_duplicate_idx').on(
      t.campus,
      sql`lower(${t.email})`,
      sql`lower(${t.firstName})`,
      sql`lower(${t.lastName})`,
    ),
    index('waiting_list_created_at_idx').on(t.createdAt),
    // The staff list: closed entries by last change, and the grade/program filters.
    index('waiting_list_updated_at_idx').on(t.updatedAt),
    index('waiting_list_grade_level_idx').on(t.gradeLevel),
    index('waiting_list_program_interest_idx').on(t.programInterest),
    check('waiting_list_campus_check', isOneOf(t.campus, CAMPUSES)),
    check('waiting_list_status_check', isOneOf(t.status, WAITING_LIST_STATUSES)),
    check('waiting_list_grade_level_check', isOneOf(t.gradeLevel, GRADE_LEVELS)),
    check('waiting_list_program_interest_check', isOneOf(t.programInterest, PROGRAM_INTERESTS)),
    check('waiting_list_heard_about_us_check', isOneOf(t.heardAboutUs, HEARD_ABOUT_US)),
    // A season-year code, or one of the spec's three (ADR 035).
    check(
      'waiting_list_enrollment_preference_check',
      sql`${t.enrollmentPreference} ~ ${sql.raw(`'${START_TERM_SQL_PATTERN}'`)}`,
    ),
    check('waiting_list_language_check', isOneOf(t.language, LANGUAGES)),
  ],
);

/**
 * The number of active entries per campus and priority, kept by statement triggers on
 * waiting_list (migration 0006, ADR 013). A family's place then reads a few of these rows and the
 * entries behind it in its own priority, instead of every active entry of the campus: a new
 * form's place costs the same with 10 or 50,000 families waiting.
 */
export const waitingListQueueCounts = pgTable(
  'waiting_list_queue_counts',
  {
    campus: text('campus').$type<Campus>().notNull(),
    priority: integer('priority').notNull(),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campus, t.priority] })],
);

export type WaitingListEntry = typeof waitingList.$inferSelect;
export type NewWaitingListEntry = typeof waitingList.$inferInsert;
