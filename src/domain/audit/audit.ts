import { z } from 'zod';
import { isoDate } from '../common/text-fields.ts';

export const AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;
/** The most rows one audit CSV holds; more than this asks the owner to narrow the filters. */
export const MAX_AUDIT_CSV_ROWS = 50_000;

/**
 * The part of the organisation's work an audit entry is about: the audit page filters by these.
 * Every kind of record the server writes (AuditEntity) is in exactly one.
 */
export const AUDIT_AREAS = [
  'staff-accounts',
  'nda-manager',
  'crm',
  'admissions',
  'settings-and-mail',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  'staff-accounts': 'Staff accounts and sign-in',
  'nda-manager': 'NDA manager',
  crm: 'Donor CRM',
  admissions: 'Admissions (waiting list)',
  'settings-and-mail': 'Settings, outbox and audit log',
};

/**
 * The kinds of record the server writes to the audit log (`entity`), each with its area.
 * `recordAudit` only takes these, so a new kind of record cannot be missing from the page's area
 * filter: TypeScript stops the build until it is added here.
 */
export const AUDIT_ENTITY_AREAS = {
  user: 'staff-accounts',
  session: 'staff-accounts',
  document: 'nda-manager',
  partner: 'nda-manager',
  template: 'nda-manager',
  pdf_template: 'nda-manager',
  data_room: 'nda-manager',
  data_room_member: 'nda-manager',
  donor: 'crm',
  donation: 'crm',
  campaign: 'crm',
  email_campaign: 'crm',
  interaction: 'crm',
  household: 'crm',
  soft_credit: 'crm',
  recurring_gift: 'crm',
  waiting_list: 'admissions',
  seat_group: 'admissions',
  visit_event: 'admissions',
  visit_booking: 'admissions',
  settings: 'settings-and-mail',
  backup: 'settings-and-mail',
  outbox: 'settings-and-mail',
  audit_log: 'settings-and-mail',
} as const satisfies Record<string, AuditArea>;
export type AuditEntity = keyof typeof AUDIT_ENTITY_AREAS;

const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_AREAS) as AuditEntity[];

export const isAuditEntity = (entity: string): entity is AuditEntity =>
  Object.hasOwn(AUDIT_ENTITY_AREAS, entity);

/** The area of an entry's record; null for a kind no longer written (older entries). */
export const areaOfEntity = (entity: string): AuditArea | null =>
  isAuditEntity(entity) ? AUDIT_ENTITY_AREAS[entity] : null;

/** The kinds of record in an area, for the list filter. */
export const entitiesOfArea = (area: AuditArea): AuditEntity[] =>
  AUDIT_ENTITIES.filter((entity) => AUDIT_ENTITY_AREAS[entity] === area);

/**
 * Actions that look at or copy personal data without changing anything. A record's own history
 * (the waiting-list entry page) shows changes only, so a look does not push a change off it.
 */
export const AUDIT_ACCESS_ACTIONS = ['read-student-needs', 'export', 'open'] as const;

const trueOrFalse = z
  .enum(['true', 'false'], { error: 'Use true or false' })
  .default('false')
  .transform((value) => value === 'true');

/** The filters the audit page, its CSV and a record's history share. */
const auditFilterFields = {
  /** One kind of record (`document`), optionally one record. */
  entity: z.string().trim().min(1).max(50).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  /** One staff member: an id from GET /api/audit/people. */
  actorId: z.uuid('Choose a person from the list').optional(),
  area: z.enum(AUDIT_AREAS, { error: 'Choose an area from the list' }).optional(),
  /** Calendar days in the organisation's time zone, both included. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Leave out looks and exports (AUDIT_ACCESS_ACTIONS): a record's history of changes. */
  changesOnly: trueOrFalse,
};

const toNotBeforeFrom = (value: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (value.from && value.to && value.to < value.from) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The "To" date must be on or after the "From" date',
    });
  }
};

/** GET /api/audit: newest first, filtered, one page at a time (X-Total-Count: all matches). */
export const auditListQuery = z
  .object({
    ...auditFilterFields,
    limit: z.coerce
      .number({ error: 'Enter a number of entries' })
      .int('Enter a whole number of entries')
      .min(1, 'Ask for at least 1 entry')
      .max(MAX_AUDIT_PAGE_SIZE, `Ask for at most ${MAX_AUDIT_PAGE_SIZE} entries`)
      .default(AUDIT_PAGE_SIZE),
    offset: z.coerce
      .number({ error: 'Enter a number of entries to skip' })
      .int('Enter a whole number of entries to skip')
      .min(0, 'The offset cannot be negative')
      .default(0),
  })
  .superRefine(toNotBeforeFrom);
export type AuditListQuery = z.input<typeof auditListQuery>;
/** The query after parsing: limit and offset always present. */
export type AuditListFilter = z.output<typeof auditListQuery>;

/** GET /api/audit.csv: the same filters, every matching entry (up to MAX_AUDIT_CSV_ROWS). */
export const auditCsvQuery = z.object(auditFilterFields).superRefine(toNotBeforeFrom);
export type AuditCsvFilter = z.output<typeof auditCsvQuery>;

/** The filters without paging, as the list and the CSV both apply them. */
export type AuditFilter = Omit<AuditListFilter, 'limit' | 'offset'>;
