import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AccountLinkPurpose,
  AuthChallengePurpose,
} from '../../../domain/auth/account-security.ts';
import { users } from './auth.table.ts';

/**
 * One-time links from mail: an invitation to set a first password, or a password reset. Only the
 * SHA-256 of the token is stored; a link works once and until `expiresAt`.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountLinkPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_links_user_id_idx').on(t.userId)],
);

/** Passkeys (WebAuthn credentials). The public key is stored; the private key never leaves the device. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * Short-lived state of a sign-in or set-up step, kept in the database so that any instance can
 * finish what another began (ARCHITECTURE: stateless servers). `secret` is the WebAuthn challenge,
 * the authenticator secret being set up, or the SHA-256 of a second-step token.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AuthChallengePurpose>().notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_challenges_secret_idx').on(t.secret),
    index('auth_challenges_expires_at_idx').on(t.expiresAt),
  ],
);

/** Ten one-time codes for when the authenticator app is lost. Only SHA-256 hashes are stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);
