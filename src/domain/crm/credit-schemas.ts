/**
 * Soft credits, households and merging duplicate donors: requests and answers. Staff only.
 */
import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { optionalText, requiredText } from '../common/text-fields.ts';
import { amountCents, choice } from './schemas.ts';
import { SOFT_CREDIT_KINDS } from './soft-credit-kinds.ts';

const cents = z.number().int();

export const addSoftCreditInput = z.object({
  donorId: z.uuid('Choose the person to credit'),
  kind: choice(SOFT_CREDIT_KINDS, 'why this person is credited'),
  /** Omitted: the whole gift. */
  amountCents: amountCents.optional(),
});
export type AddSoftCreditInput = z.input<typeof addSoftCreditInput>;

export const softCreditDto = z.object({
  id: uuid,
  donationId: uuid,
  donorId: uuid,
  donorName: z.string(),
  kind: z.enum(SOFT_CREDIT_KINDS),
  amountCents: cents,
  createdAt: isoDateTime,
});
export type SoftCreditDto = z.infer<typeof softCreditDto>;

const householdFields = {
  name: requiredText('the household name', 200),
  mailingName: optionalText('the mailing name', 200),
  address: optionalText('the mailing address', 500),
  city: optionalText('the city', 100),
  state: optionalText('the state', 100),
  zipCode: optionalText('the ZIP code', 20),
};

/** Made from a donor's profile: that donor is its first member. */
export const createHouseholdInput = z.object({ donorId: z.uuid(), ...householdFields });
export type CreateHouseholdInput = z.input<typeof createHouseholdInput>;

export const updateHouseholdInput = z.object(householdFields).partial();
export type UpdateHouseholdInput = z.input<typeof updateHouseholdInput>;

export const householdMemberInput = z.object({ donorId: z.uuid('Choose a donor') });

export const householdMemberDto = z.object({
  donorId: uuid,
  name: z.string(),
  hardCreditCents: cents,
  softCreditCents: cents,
});

export const householdDto = z.object({
  id: uuid,
  name: z.string(),
  mailingName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  members: z.array(householdMemberDto),
  /**
   * Gifts given by members, and gifts credited to members that no member gave (a gift given by
   * one member and credited to another counts once, as given).
   */
  hardCreditCents: cents,
  softCreditCents: cents,
});
export type HouseholdDto = z.infer<typeof householdDto>;

export const mergeDonorsInput = z.object({
  /** The duplicate: its records move to the donor in the path, then it is deleted. */
  duplicateId: z.uuid('Choose the duplicate donor'),
});
export type MergeDonorsInput = z.input<typeof mergeDonorsInput>;

export const mergeDonorsDto = z.object({
  keptId: uuid,
  removedId: uuid,
  /** Rows moved to the kept donor, per kind of record. */
  moved: z.record(z.string(), z.number().int()),
  filledFields: z.array(z.string()),
});
export type MergeDonorsDto = z.infer<typeof mergeDonorsDto>;

/** LYBUNT, SYBUNT and by-capacity: `softCredit=include` adds gifts credited. */
export const creditBasisQuery = z.object({
  softCredit: z.enum(['include', 'exclude']).default('exclude'),
});
