/**
 * The CRM requests about donors, their contacts and CSV import. The routes that take them
 * are listed in schemas.ts.
 */
import { z } from 'zod';
import {
  DONOR_CAPACITIES,
  DONOR_INTERESTS,
  DONOR_STATUSES,
  DONOR_TYPES,
  INTERACTION_TYPES,
  MAX_DONOR_RATING,
  MIN_DONOR_RATING,
} from './donors.ts';
import { LOCALES } from '../common/i18n.ts';
import {
  isoDate,
  optionalEmailAddress,
  optionalText,
  requiredText,
} from '../common/text-fields.ts';
import {
  choice,
  limit,
  offset,
  optionalChoice,
  optionalDate,
  DONOR_SORTS,
  IMPORT_DUPLICATE_ACTIONS,
  DONOR_PAGE_SIZE,
} from './schemas.ts';

// ---------------------------------------------------------------------------------------------
// Donors

/**
 * The editable donor fields without defaults, so that PATCH (all optional) never resets a field
 * that was not sent. totalGiven, lastGiftDate and lastContactDate are not here: the server
 * derives them from donations and interactions.
 */
const donorFields = {
  firstName: requiredText('the first name', 100),
  lastName: requiredText('the last name', 100),
  /** Optional: many older donors have none, and then no mail is attempted to them. */
  email: optionalEmailAddress,
  donorType: choice(DONOR_TYPES, 'a donor type'),
  phone: optionalText('the phone number', 50),
  organization: optionalText('the organization', 200),
  title: optionalText('the title', 200),
  capacity: optionalChoice(DONOR_CAPACITIES, 'a giving capacity'),
  interests: z
    .array(choice(DONOR_INTERESTS, 'areas of interest'))
    .max(DONOR_INTERESTS.length)
    .transform((values) => [...new Set(values)]),
  address: optionalText('the address', 500),
  city: optionalText('the city', 100),
  state: optionalText('the state', 50),
  zipCode: optionalText('the ZIP code', 20),
  notes: optionalText('the notes', 4000),
  /** The language of the donor's mail and letters; staff switch it in the donor form. */
  language: choice(LOCALES, 'a language for mail and letters'),
  status: choice(DONOR_STATUSES, 'a status'),
  assignedTo: optionalText('the staff member', 200),
  source: optionalText('the source', 200),
  rating: z.coerce
    .number({ error: 'Choose a rating' })
    .int('Choose a whole number of stars')
    .min(MIN_DONOR_RATING, `The rating is ${MIN_DONOR_RATING} to ${MAX_DONOR_RATING}`)
    .max(MAX_DONOR_RATING, `The rating is ${MIN_DONOR_RATING} to ${MAX_DONOR_RATING}`),
  nextFollowUp: optionalDate,
};

/**
 * Add Donor (public spec §2, §5): first name, last name and donor type are required. The spec marks
 * email required too; it is optional here, as many older donors have none (ADR 036).
 */
export const createDonorInput = z.object({
  ...donorFields,
  interests: donorFields.interests.default([]),
  language: donorFields.language.default('en'),
  status: donorFields.status.default('prospect'),
  rating: donorFields.rating.default(0),
});
export type CreateDonorInput = z.input<typeof createDonorInput>;
export type CreateDonorData = z.output<typeof createDonorInput>;

export const updateDonorInput = z.object(donorFields).partial();
export type UpdateDonorInput = z.input<typeof updateDonorInput>;
export type UpdateDonorData = z.output<typeof updateDonorInput>;

/** GET /api/donors. `q` matches first/last name, "first last", email and organization. */
export const donorListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum([...DONOR_STATUSES, 'all']).default('all'),
  donorType: z.enum(DONOR_TYPES).optional(),
  capacity: z.enum(DONOR_CAPACITIES).optional(),
  sort: z.enum(DONOR_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: limit(DONOR_PAGE_SIZE),
  offset,
});
export type DonorListQuery = z.input<typeof donorListQuery>;
export type DonorListFilter = z.output<typeof donorListQuery>;

// ---------------------------------------------------------------------------------------------
// Interactions

const interactionFields = {
  type: choice(INTERACTION_TYPES, 'the kind of contact'),
  subject: optionalText('the subject', 200),
  description: optionalText('the description', 4000),
  outcome: optionalText('the outcome', 1000),
  contactedBy: optionalText('who made contact', 200),
  interactionDate: isoDate,
  /** Also becomes the donor's next follow-up. */
  followUpDate: optionalDate,
  attachments: z.array(z.string().trim().min(1).max(500)).max(20),
};

export const createInteractionInput = z.object({
  ...interactionFields,
  donorId: z.uuid('Choose a donor'),
  interactionDate: isoDate.optional(),
  attachments: interactionFields.attachments.default([]),
});
export type CreateInteractionInput = z.input<typeof createInteractionInput>;
export type CreateInteractionData = z.output<typeof createInteractionInput>;

export const updateInteractionInput = z.object(interactionFields).partial();
export type UpdateInteractionInput = z.input<typeof updateInteractionInput>;
export type UpdateInteractionData = z.output<typeof updateInteractionInput>;

export const interactionListQuery = z.object({
  donorId: z.uuid().optional(),
  limit: limit(50),
  offset,
});
export type InteractionListFilter = z.output<typeof interactionListQuery>;

/** 1 MB is the body limit; this leaves room for the JSON around it. */
export const MAX_IMPORT_CSV_LENGTH = 900_000;
export const MAX_IMPORT_ROWS = 5000;
const csvText = z
  .string({ error: 'Paste or choose a CSV file' })
  .min(1, 'The CSV file is empty')
  .max(MAX_IMPORT_CSV_LENGTH, 'The CSV file is too large: import at most about 900 KB at a time');

export const donorImportPreviewInput = z.object({ csv: csvText });
export const donorImportInput = z.object({
  csv: csvText,
  onDuplicate: choice(IMPORT_DUPLICATE_ACTIONS, 'skip or update for duplicates'),
});
export type DonorImportInput = z.input<typeof donorImportInput>;

/** Column headers of the donor CSV (export and import): the API's field names. */
export const DONOR_CSV_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'donorType',
  'phone',
  'organization',
  'title',
  'capacity',
  'interests',
  'address',
  'city',
  'state',
  'zipCode',
  'notes',
  'status',
  'assignedTo',
  'source',
  'rating',
  'nextFollowUp',
] as const;
/** Import needs these columns; the rest may be left out. */
export const REQUIRED_DONOR_CSV_COLUMNS = ['firstName', 'lastName', 'email', 'donorType'] as const;
