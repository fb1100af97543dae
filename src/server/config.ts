// The whole environment is one zod schema, read and checked once at start, so every bad value is
// reported together; the readers below turn its optional groups (backup copies, Stripe, the seal)
// into settings, and docusign-config.ts reads the DocuSign group.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BACKUP_KEEP } from '../domain/backups/backups.ts';
import { ORGANISATION_NAME, ORGANISATION_TIME_ZONE } from '../domain/common/organisation.ts';
import { PRERENDER_SITE_CONFIG, type SiteConfig } from '../domain/site/site-config.ts';
import {
  readSealCertificate,
  SealCertificateError,
  type SealCredentials,
} from './credentials/seal-certificate-file.ts';
import {
  DocusignConfigError,
  readDocusignSettings,
  type DocusignSettings,
} from './docusign-config.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** An IANA time zone this Node.js knows, such as America/Chicago. */
const isKnownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';

/** Settings whose value may hold a secret: a refusal names them but never repeats what was set. */
const SECRET_SETTING = /PASSWORD|KEY|SECRET|TOKEN|_URL|P12/;

/** "PORT must be … (it is "abc")": the value is repeated unless it may be a secret. */
function describeProblem(env: NodeJS.ProcessEnv, issue: z.core.$ZodIssue): string {
  const name = issue.path.join('.');
  const value = env[name];
  const shown =
    typeof value === 'string' && !SECRET_SETTING.test(name) ? ` (it is "${value}")` : '';
  return `${name} ${issue.message}${shown}`;
}

/** Every setting the server reads from the environment (docs/configuration.md). */
const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(0, PORT_MESSAGE)
    .max(65535, PORT_MESSAGE)
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  BACKUP_KEEP: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int('must be a whole number of backups, such as 14')
      .min(1, 'must keep at least 1 backup')
      .max(3650, 'must be at most 3650')
      .default(DEFAULT_BACKUP_KEEP),
  ),
  BACKUP_COPY_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  BACKUP_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().min(3).max(255).optional()),
  BACKUP_S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  BACKUP_S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  BACKUP_S3_PREFIX: z.preprocess(emptyAsUndefined, z.string().max(500).optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).default('admin'),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(12, 'must be at least 12 characters').max(256).optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  DEMO_DATA: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().min(3).max(200).default('NovaLearn Institute Group <no-reply@example.org>'),
  ),
  // A bigger file (a signed agreement's PDF) is offered as a download link instead (ADR 037).
  MAIL_ATTACHMENT_MAX_MB: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of megabytes, such as 5' })
      .min(0, 'must be 0 (never attach files) or more')
      .max(25, 'must be at most 25: most mail servers refuse bigger messages')
      .default(5),
  ),
  // The name agreements, mail and certificates give the organisation, written into Settings on
  // the first start (Settings changes it later).
  ORGANIZATION_NAME: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(1).max(200).default(ORGANISATION_NAME),
  ),
  ORGANIZATION_TIME_ZONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(isKnownTimeZone, 'must be an IANA time zone such as America/Chicago')
      .default(ORGANISATION_TIME_ZONE),
  ),
  ORG_SUPPORT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email('must be an email address').default(PRERENDER_SITE_CONFIG.supportEmail),
  ),
  ORG_MEDIA_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email('must be an email address').default(PRERENDER_SITE_CONFIG.mediaEmail),
  ),
  ORG_PHONE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\d\s()+.-]{7,25}$/, 'must be a phone number such as (555) 010-0199')
      .default(PRERENDER_SITE_CONFIG.phone),
  ),
  DOCUSIGN_INTEGRATION_KEY: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  DOCUSIGN_USER_ID: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  DOCUSIGN_ACCOUNT_ID: z.preprocess(emptyAsUndefined, z.string().trim().max(200).optional()),
  DOCUSIGN_PRIVATE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  DOCUSIGN_AUTH_SERVER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .transform((value) => value.replace(/^https:\/\//, '').replace(/\/+$/, ''))
      .pipe(
        z
          .string()
          .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be a host name such as account.docusign.com'),
      )
      .default('account-d.docusign.com'),
  ),
  DOCUSIGN_CONNECT_HMAC_KEY: z.preprocess(emptyAsUndefined, z.string().max(500).optional()),
  // Online giving by card (ADR 026): both set, or neither (then gifts are pledges paid later).
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_[\w]+$/, 'must be a Stripe secret key such as sk_test_…')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^whsec_[\w]+$/, 'must be a webhook signing secret such as whsec_…')
      .optional(),
  ),
  // Where Stripe's API is: its real address unless a test points it at a fake server.
  STRIPE_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.stripe.com'),
  ),
  // The certificate that seals signed PDFs; without it one is generated and kept in the database.
  ESIGN_CERT_P12: z.preprocess(emptyAsUndefined, z.string().optional()),
  ESIGN_CERT_PASSWORD: z.string().max(500).default(''),
  // GET /metrics (Prometheus) is served only when this is set, to scrapers sending it as a bearer
  // token. Printable ASCII without spaces, so it fits an Authorization header as it is.
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(16, 'must be at least 16 characters (for example the output of `openssl rand -hex 32`)')
      .max(256, 'must be at most 256 characters')
      .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
      .optional(),
  ),
  // Tests only (the fault suite): run every background job (NDA expiry, signing reminders, mail
  // delivery, scheduled campaigns) this many milliseconds apart instead of its own rhythm.
  JOB_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(50).max(86_400_000).optional(),
  ),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Nightly backups: BACKUP_DIR (default DATA_DIR/backups), keeping the newest BACKUP_KEEP. */
  backupDir: string | undefined;
  backupKeep: number;
  /** Where each backup is also copied (ADR 038); S3 credentials come from the AWS_* variables. */
  backupCopy: BackupCopySettings;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  publicUrl: string;
  demoData: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Outgoing mail: every message goes to the outbox; with smtpUrl it is also delivered. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** MAIL_ATTACHMENT_MAX_MB in bytes: a bigger file is sent as a link, not attached. */
    attachmentMaxBytes: number;
  };
  /**
   * The organisation's name on first start (Settings holds it afterwards) and the one time zone
   * every date and time is shown in, with its abbreviation (CST/CDT).
   */
  organisation: { name: string; timeZone: string };
  /** Contact details, public URL and time zone for the client pages. */
  site: SiteConfig;
  /** Set when all four DocuSign settings are present; otherwise the built-in e-signature is used. */
  docusign: DocusignSettings | undefined;
  /**
   * ESIGN_CERT_P12 and its password, opened once at start. Unset: the organisation's generated
   * self-signed certificate (ADR 019).
   */
  esignSeal: SealCredentials | undefined;
  /** JOB_INTERVAL_MS (tests): one interval for every background job instead of their defaults. */
  jobIntervalMs: number | undefined;
  /** METRICS_TOKEN: GET /metrics exists only when set, and needs it as a bearer token. */
  metricsToken: string | undefined;
  /** Card gifts through Stripe when both keys are set; otherwise gifts are pledges (ADR 026). */
  stripe: StripeSettings | undefined;
};

export type BackupS3Settings = {
  bucket: string;
  /** An S3-compatible service's address; unset for Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Put before each file name, such as `school/` (S3 has no folders, only names). */
  prefix: string;
};
export type BackupCopySettings = { dir: string | undefined; s3: BackupS3Settings | undefined };

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl: URL };

export class ConfigError extends Error {}

/** Reads and validates the environment once at start; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => describeProblem(env, issue));
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    backupDir: e.BACKUP_DIR === undefined ? undefined : path.resolve(e.BACKUP_DIR),
    backupKeep: e.BACKUP_KEEP,
    backupCopy: readBackupCopySettings(e, env),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl,
    demoData: e.DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      attachmentMaxBytes: Math.floor(e.MAIL_ATTACHMENT_MAX_MB * 1024 * 1024),
    },
    organisation: { name: e.ORGANIZATION_NAME, timeZone: e.ORGANIZATION_TIME_ZONE },
    site: {
      publicUrl,
      supportEmail: e.ORG_SUPPORT_EMAIL,
      mediaEmail: e.ORG_MEDIA_EMAIL,
      phone: e.ORG_PHONE,
      timeZone: e.ORGANIZATION_TIME_ZONE,
    },
    docusign: asConfigError(DocusignConfigError, () => readDocusignSettings(e)),
    esignSeal: readSealSettings(e),
    jobIntervalMs: e.JOB_INTERVAL_MS,
    metricsToken: e.METRICS_TOKEN,
    stripe: readStripeSettings(e),
  };
}

function readBackupCopySettings(
  e: z.infer<typeof environmentSchema>,
  env: NodeJS.ProcessEnv,
): BackupCopySettings {
  const dir = e.BACKUP_COPY_DIR === undefined ? undefined : path.resolve(e.BACKUP_COPY_DIR);
  const folder = path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups'));
  if (dir === folder) {
    throw new ConfigError(
      'Invalid configuration: BACKUP_COPY_DIR is the backup folder itself. Point it at another disk or a network share.',
    );
  }
  if (!e.BACKUP_S3_BUCKET) {
    const stray = (['BACKUP_S3_ENDPOINT', 'BACKUP_S3_REGION', 'BACKUP_S3_PREFIX'] as const).find(
      (name) => e[name] !== undefined,
    );
    if (stray) {
      throw new ConfigError(
        `Invalid configuration: ${stray} is set but BACKUP_S3_BUCKET is not. Set the bucket to copy backups to, or unset ${stray}.`,
      );
    }
    return { dir, s3: undefined };
  }
  const region = e.BACKUP_S3_REGION ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  const s3 = { bucket: e.BACKUP_S3_BUCKET, endpoint: e.BACKUP_S3_ENDPOINT, region };
  return { dir, s3: { ...s3, prefix: e.BACKUP_S3_PREFIX ?? '' } };
}

function readStripeSettings(e: z.infer<typeof environmentSchema>): StripeSettings | undefined {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) return undefined;
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(
      `Invalid configuration: Stripe is only partly set up. Also set ${missing}, or unset the other STRIPE_* setting to take gifts as pledges.`,
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: new URL(e.STRIPE_API_URL),
  };
}

function readSealSettings(e: z.infer<typeof environmentSchema>): SealCredentials | undefined {
  if (!e.ESIGN_CERT_P12) return undefined;
  const file = e.ESIGN_CERT_P12;
  return asConfigError(SealCertificateError, () =>
    readSealCertificate(file, e.ESIGN_CERT_PASSWORD),
  );
}

/** Runs a reader of its own file, reporting the refusal it throws as a ConfigError. */
function asConfigError<T>(refusal: new (message: string) => Error, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof refusal) {
      throw new ConfigError(`Invalid configuration: ${error.message}`);
    }
    throw error;
  }
}
