/** Admin session constants. Kept free of zod so client code can import them at no cost. */

/** Browser storage keys fixed by the admin spec §3 / §9. */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

/** Session lifetime: a session ends after 12 h without use, and 7 days after sign-in at the latest. */
export const SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sign-in attempts allowed in one window, each counted before the password is checked (ADR 031):
 * per username from one network address (a person's typos), per network address over every
 * username (a school's shared connection has room for several people's typos; one address trying
 * account after account is stopped), and per username over every address (a guesser spread over
 * many addresses is stopped; locking a person out takes attempts from 20 addresses).
 */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 30;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 100;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const INVALID_LOGIN_MESSAGE = 'Invalid username or password';
