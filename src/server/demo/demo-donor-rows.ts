import { addDaysToIsoDate } from '../../domain/common/calendar-day.ts';
import {
  DONOR_INTERESTS,
  type DonorCapacity,
  type DonorStatus,
  type DonorType,
  type InteractionType,
} from '../../domain/crm/donors.ts';
import type { NewDonation } from '../modules/donors/donations/donations.table.ts';
import {
  DEMO_CITIES,
  DEMO_FIRST_NAMES,
  DEMO_INTERACTION_SUBJECTS,
  DEMO_LAST_NAMES,
  DEMO_ORGANISATIONS,
  DEMO_OUTCOMES,
  DEMO_SOURCES,
  DEMO_STAFF,
  DEMO_STREETS,
} from './demo-donor-people.ts';
import type { SeededRandom } from './seeded-random.ts';

/** Row generators of the demo CRM: the same random sequence gives the same rows. */

const INDIVIDUAL_COUNT = 49; // + 11 organisations = 60 donors
export const DOLLARS = 100;

/** Gift size in cents by capacity, rounded to $25 the way people give. */
function giftAmount(random: SeededRandom, capacity: DonorCapacity, isOrganisation: boolean) {
  const ranges: Record<DonorCapacity, [number, number]> = {
    major: isOrganisation ? [25_000, 400_000] : [10_000, 150_000],
    'mid-level': [1_000, 9_900],
    annual: [100, 975],
    legacy: [500, 5_000],
  };
  const [min, max] = ranges[capacity];
  return Math.round(random.int(min, max) / 25) * 25 * DOLLARS;
}

export type DemoDonor = {
  id: string;
  capacity: DonorCapacity;
  isOrganisation: boolean;
  gives: 'recent' | 'lapsed' | 'never';
};

export function donorRows(random: SeededRandom, today: string) {
  const people = Array.from({ length: INDIVIDUAL_COUNT }, (_, index) => {
    const capacity: DonorCapacity =
      index < 5 ? 'major' : index < 17 ? 'mid-level' : index < 44 ? 'annual' : 'legacy';
    return {
      index,
      capacity,
      organization: null as string | null,
      donorType: 'individual' as DonorType,
    };
  });
  const organisations = DEMO_ORGANISATIONS.map(([name, type], index) => ({
    index: INDIVIDUAL_COUNT + index,
    capacity: (type === 'corporation' && index % 2 === 0 ? 'mid-level' : 'major') as DonorCapacity,
    organization: name as string | null,
    donorType: type as DonorType,
  }));
  return [...people, ...organisations].map((item) => {
    const firstName = DEMO_FIRST_NAMES[item.index % DEMO_FIRST_NAMES.length]!;
    const lastName = DEMO_LAST_NAMES[(item.index * 7) % DEMO_LAST_NAMES.length]!;
    const [city, zipPrefix] = random.pick(DEMO_CITIES);
    const interests = DONOR_INTERESTS.filter(() => random.chance(0.35));
    return {
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${item.index + 1}@example.org`.toLowerCase(),
      phone: `(555) 01${random.int(0, 9)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      organization: item.organization,
      title: item.organization
        ? random.pick(['Program Officer', 'CSR Director', 'Grants Manager'])
        : null,
      donorType: item.donorType,
      capacity: item.capacity,
      interests: interests.length > 0 ? interests : ['general' as const],
      address: `${random.int(100, 9999)} ${random.pick(DEMO_STREETS)}`,
      city,
      state: 'TX',
      zipCode: `${zipPrefix}${String(random.int(0, 99)).padStart(2, '0')}`,
      assignedTo: random.pick(DEMO_STAFF),
      source: random.pick(DEMO_SOURCES),
      rating: random.int(1, 5),
      status: 'prospect' as DonorStatus,
      createdAt: new Date(`${addDaysToIsoDate(today, -random.int(200, 700))}T15:00:00Z`),
    };
  });
}

export function giftsFor(
  random: SeededRandom,
  donor: DemoDonor,
  today: string,
  campaignIds: string[],
): NewDonation[] {
  if (donor.gives === 'never') return [];
  const count =
    donor.capacity === 'legacy' ? 1 : random.int(1, donor.capacity === 'annual' ? 5 : 3);
  const campaignOf = { major: 0, 'mid-level': 1, annual: 2, legacy: 2 }[donor.capacity];
  return Array.from({ length: count }, () => {
    const giftDate =
      donor.gives === 'recent'
        ? addDaysToIsoDate(today, -random.int(0, 380))
        : // Past the 18-month lapse period (crm-donor-status.ts), so the rule calls them lapsed.
          addDaysToIsoDate(today, -random.int(560, 900));
    const isPending =
      donor.gives === 'recent' && giftDate > addDaysToIsoDate(today, -10) && random.chance(0.5);
    const isOld = giftDate < addDaysToIsoDate(today, -14);
    return {
      donorId: donor.id,
      amountCents: giftAmount(random, donor.capacity, donor.isOrganisation),
      donationType: 'one-time' as const,
      paymentMethod: random.pick(['check', 'card', 'ach', 'wire'] as const),
      designation: random.chance(0.3) ? 'Scholarships' : null,
      campaignId: random.chance(0.85) ? campaignIds[campaignOf]! : null,
      status: isPending ? ('pending' as const) : ('completed' as const),
      giftDate,
      acknowledgmentSent: !isPending && isOld,
      acknowledgmentDate: !isPending && isOld ? addDaysToIsoDate(giftDate, 3) : null,
      // Recorded on the day it was given, so a recent gift still owed its letter is late for it.
      ...(giftDate < today ? { createdAt: new Date(`${giftDate}T15:00:00Z`) } : {}),
    };
  });
}

export function interactionsFor(random: SeededRandom, donorId: string, today: string) {
  return Array.from({ length: random.int(0, 4) }, () => {
    const type = random.pick(Object.keys(DEMO_INTERACTION_SUBJECTS) as InteractionType[]);
    const followUpDate = random.chance(0.25) ? addDaysToIsoDate(today, random.int(-3, 14)) : null;
    return {
      donorId,
      type,
      subject: random.pick(DEMO_INTERACTION_SUBJECTS[type]),
      outcome: random.chance(0.6) ? random.pick(DEMO_OUTCOMES) : null,
      contactedBy: random.pick(DEMO_STAFF),
      interactionDate: addDaysToIsoDate(today, -random.int(1, 200)),
      followUpDate,
    };
  });
}
