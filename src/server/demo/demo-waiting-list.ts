import type { Transaction } from '../db/client.ts';
import { type NewWaitingListEntry } from '../modules/waiting-list/waiting-list.table.ts';
import { waitingList } from '../modules/waiting-list/public.ts';

type DemoEntry = Omit<NewWaitingListEntry, 'createdAt' | 'updatedAt'> & {
  /** Days since the form was sent; staff changes came a day later. */
  ageDays: number;
};

/**
 * Fictional families on both campuses (example.org addresses, 555 numbers): waiting, raised in
 * priority with a reason, invited, enrolled and withdrawn, so every staff view has something to
 * show. Demo entries have no status link: no mail was ever sent for them.
 */
const DEMO_WAITING_LIST: DemoEntry[] = [
  {
    campus: 'k12',
    firstName: 'Amara',
    lastName: 'Okonkwo',
    email: 'okonkwo.family@example.org',
    phone: '(555) 012-4410',
    parentGuardianName: 'Chidi Okonkwo',
    gradeLevel: '3rd-grade',
    enrollmentPreference: 'fall-2027',
    studentNeeds: 'Dyslexia; reads best with audiobooks alongside the text.',
    heardAboutUs: 'educational-professional',
    priority: 3,
    staffNotes: 'Sibling starts in 5th grade this fall.',
    ageDays: 20,
  },
  {
    campus: 'k12',
    firstName: 'Leo',
    lastName: 'Fischer',
    email: 'fischer.home@example.org',
    parentGuardianName: 'Anna Fischer',
    gradeLevel: 'kindergarten',
    enrollmentPreference: 'fall-2027',
    studentNeeds: 'Sensitive to loud rooms; uses ear defenders.',
    heardAboutUs: 'community-event',
    ageDays: 12,
  },
  {
    campus: 'k12',
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'raman.parents@example.org',
    phone: '(555) 012-7788',
    parentGuardianName: 'Deepa Raman',
    gradeLevel: '7th-grade',
    enrollmentPreference: 'spring-2028',
    studentNeeds: 'ADHD; movement breaks help.',
    heardAboutUs: 'referral',
    ageDays: 6,
  },
  {
    campus: 'k12',
    firstName: 'Mason',
    lastName: 'Clarke',
    email: 'clarke.family@example.org',
    parentGuardianName: 'Tasha Clarke',
    gradeLevel: '10th-grade',
    heardAboutUs: 'website',
    status: 'invited',
    staffNotes: 'Campus tour booked for Saturday.',
    ageDays: 30,
  },
  {
    campus: 'k12',
    firstName: 'Sofia',
    lastName: 'Marquez',
    email: 'marquez.casa@example.org',
    parentGuardianName: 'Elena Marquez',
    gradeLevel: 'early-college',
    heardAboutUs: 'social-media',
    language: 'es',
    status: 'withdrawn',
    ageDays: 40,
  },
  {
    campus: 'bridge',
    firstName: 'Jordan',
    lastName: 'Ellis',
    email: 'jordan.ellis@example.org',
    phone: '(555) 016-2231',
    emergencyContact: 'Kim Ellis, (555) 016-2232',
    programInterest: 'computer-science',
    enrollmentPreference: 'fall-2027',
    studentNeeds: 'Autistic; prefers written instructions and a predictable schedule.',
    heardAboutUs: 'high-school-counselor',
    ageDays: 15,
  },
  {
    campus: 'bridge',
    firstName: 'Hana',
    lastName: 'Sato',
    email: 'hana.sato@example.org',
    emergencyContact: 'Kenji Sato, (555) 016-9012',
    programInterest: 'neuroscience-research',
    enrollmentPreference: 'spring-2028',
    heardAboutUs: 'nova-learn',
    priority: 2,
    staffNotes: 'NovaLearn Academy graduate.',
    ageDays: 9,
  },
  {
    campus: 'bridge',
    firstName: 'Marcus',
    lastName: 'Boyd',
    email: 'marcus.boyd@example.org',
    programInterest: 'undecided',
    enrollmentPreference: 'summer-2028',
    heardAboutUs: 'college-fair',
    ageDays: 3,
  },
  {
    campus: 'bridge',
    firstName: 'Aisha',
    lastName: 'Rahman',
    email: 'aisha.rahman@example.org',
    programInterest: 'biomedical-technology',
    heardAboutUs: 'website',
    status: 'enrolled',
    ageDays: 60,
  },
];

const DAY_MS = 86_400_000;

/** Adds the demo families; returns their made-up addresses. */
export async function seedDemoWaitingList(tx: Transaction, now: Date): Promise<string[]> {
  const rows = await tx
    .insert(waitingList)
    .values(
      DEMO_WAITING_LIST.map(({ ageDays, ...entry }) => {
        const createdAt = new Date(now.getTime() - ageDays * DAY_MS);
        const changed = entry.status !== undefined || entry.priority !== undefined;
        return {
          ...entry,
          createdAt,
          updatedAt: changed ? new Date(createdAt.getTime() + DAY_MS) : createdAt,
        };
      }),
    )
    .returning({ email: waitingList.email });
  return rows.map((row) => row.email);
}
