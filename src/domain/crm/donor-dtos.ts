import { z } from 'zod';
import { donationDto, monthlyGiftDto, pledgeDto } from './gift-dtos.ts';
import { softCreditDto } from './credit-schemas.ts';
import { STEWARDSHIP_LETTER_KINDS } from './schemas.ts';
import { isoDate, isoDateTime, uuid } from '../common/dto-fields.ts';
import { LOCALES } from '../common/i18n.ts';
import {
  DONOR_CAPACITIES,
  DONOR_INTERESTS,
  DONOR_STATUSES,
  DONOR_TYPES,
  INTERACTION_TYPES,
  MAX_DONOR_RATING,
  MIN_DONOR_RATING,
} from './donors.ts';

/**
 * The donor CRM's answers about donors: the donor, a page of donors, their contacts and
 * letters, and the profile that gathers them with the gifts (gift-dtos.ts).
 */

/**
 * The rule that set a donor's status (the type and its rules: donor-status.ts, which the
 * client reads, so the schema lives here and the mappers keep the two in step).
 */
export const donorStatusBasisDto = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('no-gift') }),
  z.object({ rule: z.literal('first-gift'), firstGiftDate: isoDate.nullable() }),
  z.object({ rule: z.literal('no-gift-since'), lastGiftDate: isoDate.nullable() }),
  z.object({ rule: z.literal('staff'), setOn: isoDate.nullable() }),
]);

export const donorDto = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  organization: z.string().nullable(),
  title: z.string().nullable(),
  donorType: z.enum(DONOR_TYPES),
  capacity: z.enum(DONOR_CAPACITIES).nullable(),
  interests: z.array(z.enum(DONOR_INTERESTS)),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  notes: z.string().nullable(),
  /** The language of every mail and letter the donor gets. */
  language: z.enum(LOCALES),
  /**
   * Derived from the gifts and the stage staff set (src/domain/crm/donor-status.ts); as input,
   * Cultivating or Solicited set a stage and any other value hands the status back to the gifts.
   */
  status: z.enum(DONOR_STATUSES),
  /** The rule that set the status, for "Donor — first gift on Mar 3, 2026". */
  statusBasis: donorStatusBasisDto,
  /** Derived: sum of completed one-time gifts (pledge payments included, pledges themselves not). */
  totalGivenCents: z.number().int(),
  /** Derived: date of the first completed gift. */
  firstGiftDate: isoDate.nullable(),
  /** Derived: date of the latest completed gift. */
  lastGiftDate: isoDate.nullable(),
  /** Derived: date of the latest interaction. */
  lastContactDate: isoDate.nullable(),
  nextFollowUp: isoDate.nullable(),
  assignedTo: z.string().nullable(),
  source: z.string().nullable(),
  /** 1-5 stars; 0: not yet rated. */
  rating: z.number().int().min(MIN_DONOR_RATING).max(MAX_DONOR_RATING),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DonorDto = z.infer<typeof donorDto>;

/** GET /api/donors: one page, and the number of all matches. */
export const donorListPageDto = z.object({ items: z.array(donorDto), total: z.number().int() });
export type DonorListPageDto = z.infer<typeof donorListPageDto>;

export const interactionDto = z.object({
  id: uuid,
  donorId: uuid,
  type: z.enum(INTERACTION_TYPES),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  outcome: z.string().nullable(),
  contactedBy: z.string().nullable(),
  interactionDate: isoDate,
  followUpDate: isoDate.nullable(),
  attachments: z.array(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type InteractionDto = z.infer<typeof interactionDto>;

export const stewardshipLetterDto = z.object({
  id: uuid,
  donorId: uuid,
  donationId: uuid.nullable(),
  kind: z.enum(STEWARDSHIP_LETTER_KINDS),
  periodFrom: isoDate.nullable(),
  periodTo: isoDate.nullable(),
  filename: z.string(),
  /** The outbox message that carried the letter's text to the donor. */
  outboxMessageId: uuid.nullable(),
  /** Admin download: GET this path. */
  pdfUrl: z.string(),
  createdAt: isoDateTime,
});
export type StewardshipLetterDto = z.infer<typeof stewardshipLetterDto>;

/** GET /api/donors/:id. */
export const donorProfileDto = donorDto.extend({
  /** Every gift except pledges, newest first. */
  donations: z.array(donationDto),
  pledges: z.array(pledgeDto),
  /** Monthly gifts from the give page, newest first. */
  monthlyGifts: z.array(monthlyGiftDto),
  /** Newest first. */
  interactions: z.array(interactionDto),
  letters: z.array(stewardshipLetterDto),
  /** Who else is credited with this donor's gifts (soft credits), in one list for the page. */
  softCreditsOnGifts: z.array(softCreditDto),
});
export type DonorProfileDto = z.infer<typeof donorProfileDto>;
