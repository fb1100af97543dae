import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/auth/staff-roles.ts';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Admin accounts (spec: users). Passwords are argon2id hashes, never plain text. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    isActive: boolean('is_active').notNull().default(true),
    /** Staff roles (domain/auth/staff-roles.ts), one or more. Accounts from before roles are owners. */
    roles: text('roles')
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The base32 secret of the authenticator app (TOTP, RFC 6238); null while it is off. */
    totpSecret: text('totp_secret'),
    /** The 30-second step of the last code accepted, so that a code seen once cannot be replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * The reading preferences this person chose (domain/site/reading-preferences.ts), so they
     * follow them to every device they sign in on; null until they choose any.
     */
    readingPreferences: jsonb('reading_preferences').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are compared case-insensitively, so "Admin" and "admin" are one account.
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** Bearer-token sessions (ADR 005). Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * The organisation requires two-step sign-in and this person had none when they signed in:
     * the session opens only their account's security settings until they set one up.
     */
    twoFactorSetupPending: boolean('two_factor_setup_pending').notNull().default(false),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);
