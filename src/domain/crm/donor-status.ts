import { addMonthsToIsoDate } from '../common/calendar-day.ts';
import type { DonorStatus } from './donors.ts';
import { formatIsoDate } from '../templates/templates.ts';

/**
 * A donor's status follows the giving (ADR 015). The rules, in order:
 *
 * 1. Staff may set a stage, Cultivating or Solicited. It holds until a completed gift dated on or
 *    after the day it was set: that gift answers the ask, and the gifts decide again.
 * 2. No completed gift: Prospect.
 * 3. The last completed gift `lapseMonths` or more months ago (on the day the period ends, Aug 31
 *    + 6 months being Feb 28): Lapsed.
 * 4. Otherwise: Donor, since the first completed gift.
 *
 * "Completed gift" is what counts as money received everywhere (ADR 010): a completed one-time
 * gift, pledge payments included. A pledge is a promise, and pending or cancelled gifts are no
 * money, so none of them makes a donor. There is no refunded or failed status: a gift that
 * bounced is cancelled. Contacts do not change the status: a call is not a gift, and whether it
 * starts a cultivation is the staff's call (rule 1).
 */

export const STAFF_STAGES = ['cultivating', 'solicited'] as const;
export type StaffStage = (typeof STAFF_STAGES)[number];
export const isStaffStage = (status: string): status is StaffStage =>
  (STAFF_STAGES as readonly string[]).includes(status);

/** Lapsed after 18 months without a gift unless Settings say otherwise: LYBUNT plus a half year. */
export const DEFAULT_DONOR_LAPSE_MONTHS = 18;
export const MIN_DONOR_LAPSE_MONTHS = 1;
export const MAX_DONOR_LAPSE_MONTHS = 120;

export type DonorStatusFacts = {
  /** Dates of the first and the last completed gift (null: none). */
  firstGiftDate: string | null;
  lastGiftDate: string | null;
  staffStage: StaffStage | null;
  /** The day staff set the stage (America/Chicago). */
  staffStageOn: string | null;
};

/** The rule that set a status, for the screen: "Donor — first gift on Mar 3, 2026". */
export type DonorStatusBasis =
  | { rule: 'no-gift' }
  | { rule: 'first-gift'; firstGiftDate: string | null }
  | { rule: 'no-gift-since'; lastGiftDate: string | null }
  | { rule: 'staff'; setOn: string | null };

/** The day a donor whose last gift was on `lastGiftDate` lapses. */
export const lapsesOn = (lastGiftDate: string, lapseMonths: number) =>
  addMonthsToIsoDate(lastGiftDate, lapseMonths);

export function deriveDonorStatus(
  facts: DonorStatusFacts,
  options: { today: string; lapseMonths: number },
): { status: DonorStatus; basis: DonorStatusBasis } {
  const { firstGiftDate, lastGiftDate, staffStage, staffStageOn } = facts;
  const isStageAnswered = Boolean(lastGiftDate && staffStageOn && lastGiftDate >= staffStageOn);
  if (staffStage && !isStageAnswered) {
    return { status: staffStage, basis: { rule: 'staff', setOn: staffStageOn } };
  }
  if (!lastGiftDate) return { status: 'prospect', basis: { rule: 'no-gift' } };
  if (options.today >= lapsesOn(lastGiftDate, options.lapseMonths)) {
    return { status: 'lapsed', basis: { rule: 'no-gift-since', lastGiftDate } };
  }
  return { status: 'donor', basis: { rule: 'first-gift', firstGiftDate } };
}

/**
 * The basis of a stored status, read from the same facts. The stored status is the rule's answer
 * as of the last write or the daily lapse check, so no clock is needed to explain it.
 */
export function statusBasisOf(donor: DonorStatusFacts & { status: DonorStatus }): DonorStatusBasis {
  switch (donor.status) {
    case 'prospect':
      return { rule: 'no-gift' };
    case 'donor':
      return { rule: 'first-gift', firstGiftDate: donor.firstGiftDate };
    case 'lapsed':
      return { rule: 'no-gift-since', lastGiftDate: donor.lastGiftDate };
    default:
      return {
        rule: 'staff',
        setOn: donor.staffStage === donor.status ? donor.staffStageOn : null,
      };
  }
}

/**
 * What staff asking for a status changes: Cultivating or Solicited set a stage from today; any
 * other status hands the status back to the gifts. null when the stage in force stays as it is, so
 * re-sending the form unchanged (or a CSV row with the status it shows) moves no date.
 */
export function staffStageChange(
  current: DonorStatus,
  requested: DonorStatus | undefined,
  today: string,
): { staffStage: StaffStage | null; staffStageOn: string | null } | null {
  if (requested === undefined) return null;
  const next = isStaffStage(requested) ? requested : null;
  const inForce = isStaffStage(current) ? current : null;
  if (next === inForce) return null;
  return { staffStage: next, staffStageOn: next ? today : null };
}

const on = (isoDate: string | null, text: string) =>
  isoDate ? `${text} ${formatIsoDate(isoDate)}` : '';

/** "First gift on Mar 3, 2026", "No gift since Mar 3, 2024", "Set by staff on …". */
export function describeStatusBasis(basis: DonorStatusBasis): string {
  switch (basis.rule) {
    case 'no-gift':
      return 'No completed gift yet';
    case 'first-gift':
      return on(basis.firstGiftDate, 'First gift on') || 'Has given';
    case 'no-gift-since':
      return on(basis.lastGiftDate, 'No gift since') || 'No recent gift';
    case 'staff':
      return on(basis.setOn, 'Set by staff on') || 'Set by staff';
  }
}
