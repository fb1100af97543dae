import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import type { DatabaseHandle } from '../src/server/db/client.ts';
import { DEMO_TEMPLATES } from '../src/server/demo/demo-content.ts';
import { backupRuns } from '../src/server/modules/backups/backups.table.ts';
import { ndaTemplates } from '../src/server/modules/templates/public.ts';

/** Row counts of one generated data set. */
export type DataSetSize = {
  documents: number;
  partners: number;
  activity: number;
  comments: number;
  waitingList: number;
  donors: number;
  donations: number;
  campaigns: number;
};

/** The "large" data set the benchmark is judged on; smaller ones keep the same proportions. */
export const FULL_DATA_SET: DataSetSize = {
  documents: 10_000,
  partners: 500,
  activity: 100_000,
  comments: 20_000,
  waitingList: 50_000,
  donors: 20_000,
  donations: 200_000,
  campaigns: 12,
};

/**
 * One school on the embedded engine the day enrollment opens: 4,200 families on the waiting list
 * across the three campuses, and the documents, donors and gifts of a school of that size.
 */
export const ENROLLMENT_DAY_DATA_SET: DataSetSize = { ...scaledDataSet(1_000), waitingList: 4_200 };

export function scaledDataSet(documents: number): DataSetSize {
  const factor = documents / FULL_DATA_SET.documents;
  const scale = (count: number, minimum: number) => Math.max(minimum, Math.round(count * factor));
  return {
    documents,
    partners: scale(FULL_DATA_SET.partners, 5),
    activity: scale(FULL_DATA_SET.activity, 1),
    comments: scale(FULL_DATA_SET.comments, 1),
    waitingList: scale(FULL_DATA_SET.waitingList, 1),
    donors: scale(FULL_DATA_SET.donors, 1),
    donations: scale(FULL_DATA_SET.donations, 1),
    campaigns: FULL_DATA_SET.campaigns,
  };
}

/**
 * The word the search scenario looks for: every partner's company name ends in one of these 20
 * sectors, so a sector matches 5 % of the documents — enough to fill a first page of 50.
 */
const SECTORS = [
  'Robotics', 'Biotech', 'Analytics', 'Health', 'Learning', 'Energy', 'Aerospace', 'Pharma',
  'Foods', 'Media', 'Logistics', 'Finance', 'Software', 'Devices', 'Materials', 'Genomics',
  'Clinics', 'Therapy', 'Optics', 'Systems',
]; // prettier-ignore
export const SEARCH_TERM = 'genomics';

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]`;

/**
 * Ids are md5 hashes of a row number, so a child row finds its parent with arithmetic instead of
 * a join, and every run produces the same data. The version and variant digits are set as in a
 * v4 uuid, or the API's z.uuid() would refuse them. `(g * prime) % n` spreads children over parents.
 */
const id = (kind: string, number: string) =>
  `overlay(overlay(md5('${kind}:' || (${number})) placing '4' from 13) placing '8' from 17)::uuid`;
const spread = (g: string, count: number) => `1 + (${g}::bigint * 7919) % ${count}`;

/**
 * One INSERT … SELECT generate_series per table: about 25 s on PostgreSQL and a minute on PGlite
 * here, where inserts through the API would take hours. Values respect every check constraint and
 * foreign key of the migrations; derived values (a donor's total given, a campaign's raised
 * amount, the expired status) are computed the way the app computes them, and the summary tables
 * of migration 0005 are filled by its triggers, as in production.
 */
function statements(size: DataSetSize, today: string): string[] {
  const day = `'${today}'::date`;
  const { documents: n, partners: p, donors: d } = size;
  return [
    `insert into partners (id, company_name, contact_name, email, phone, address, created_at, updated_at)
     select ${id('partner', 'g')},
            (${textArray(['Gulf', 'Lone Star', 'Hill Country', 'Bayou', 'Prairie', 'Pecos', 'Brazos'])})[1 + g % 7]
              || ' ' || (${textArray(SECTORS)})[1 + g % 20] || ' ' || lpad(g::text, 4, '0'),
            'Contact ' || g, 'partner' || g || '@example.org', '(555) 010-' || lpad((g % 10000)::text, 4, '0'),
            g || ' Research Parkway, Austin, TX 78758',
            ${day} - interval '4 years' + g * interval '1 hour', ${day} - interval '4 years' + g * interval '1 hour'
     from generate_series(1, ${p}) g`,

    // Content is a real demo template, as documents created from templates hold.
    `insert into nda_documents (id, title, partner_id, template_id, purpose, status, effective_date,
       expiration_date, duration, content, sent_at, signed_at, created_at, updated_at)
     select ${id('doc', 's.g')},
            (${textArray(['Mutual', 'One-way', 'Research', 'Data sharing', 'Pilot', 'Clinical'])})[1 + s.g % 6] || ' NDA ' || s.g,
            ${id('partner', `1 + s.g % ${p}`)}, t.id, 'Joint programme evaluation ' || s.g,
            case when s.expires < ${day} then 'expired'
                 else (${textArray(['draft', 'sent', 'viewed', 'pending', 'completed'])})[1 + (s.g * 7) % 5] end,
            s.effective, s.expires, s.months,
            'Reference ' || s.g || E'\\n\\n' || t.content,
            case when (s.g * 7) % 5 > 0 then s.created + interval '1 day' end,
            case when (s.g * 7) % 5 = 4 then s.created + interval '5 days' end,
            s.created, s.created
     from (select g, c.created, c.created::date as effective,
                  (c.created::date + make_interval(months => m.months))::date as expires, m.months
           from generate_series(1, ${n}) g
           cross join lateral (select ${day} - (${n} - g) * (interval '1095 days' / ${n}) as created) c
           cross join lateral (select (array[12, 24, 36])[1 + g % 3] as months) m) s
     join nda_templates t on t.id = ${id('template', '1 + s.g % 3')}`,

    `insert into collaboration_activity (document_id, activity_type, actor_name, details, ip_address, created_at)
     select ${id('doc', spread('g', n))},
            (${textArray(['viewed', 'commented', 'shared', 'downloaded', 'edited'])})[1 + g % 5],
            'Reviewer ' || g % 97, null, '10.0.' || g % 250 || '.' || g % 200,
            ${day} - (g % 20000) * interval '1 hour'
     from generate_series(1, ${size.activity}) g`,

    `insert into document_comments (document_id, author_name, author_email, content, is_resolved, created_at)
     select ${id('doc', spread('g', n))}, 'Reviewer ' || g % 97, 'reviewer' || g % 97 || '@example.org',
            'Please clarify clause ' || 1 + g % 12 || ' before we sign.', g % 3 = 0,
            ${day} - (g % 20000) * interval '1 hour'
     from generate_series(1, ${size.comments}) g`,

    // Arrival times are distinct and increasing, as submitEntry guarantees per campus.
    `insert into waiting_list (first_name, last_name, email, phone, campus, grade_level, program_interest,
       parent_guardian_name, emergency_contact, heard_about_us, status, priority, enrollment_preference,
       language, status_token_hash, ip_address, created_at, updated_at)
     select 'Student' || g, 'Family' || g % 997, 'family' || g || '@example.org', '(555) 020-0000',
            case when g % 2 = 0 then 'k12' else 'bridge' end,
            case when g % 2 = 0 then (${textArray(['kindergarten', '3rd-grade', '6th-grade', '9th-grade', '12th-grade'])})[1 + g % 5] end,
            case when g % 2 = 1 then (${textArray(['computer-science', 'neuroscience-research', 'applied-mathematics', 'undecided'])})[1 + g % 4] end,
            case when g % 2 = 0 then 'Parent ' || g end,
            case when g % 2 = 1 then 'Contact ' || g end,
            (${textArray(['website', 'referral', 'social-media', 'news-media', 'other'])})[1 + g % 5],
            case when g % 10 < 7 then 'active' else (${textArray(['invited', 'enrolled', 'withdrawn'])})[1 + g % 3] end,
            case when g % 20 = 0 then 5 else 1 end,
            (${textArray(['fall', 'spring', 'summer'])})[1 + g % 3], 'en',
            encode(sha256(('waiting-list:' || g)::bytea), 'hex'), '10.1.' || g % 250 || '.' || g % 200,
            ${day} - interval '2 years' + g * interval '1 minute', ${day} - interval '2 years' + g * interval '1 minute'
     from generate_series(1, ${size.waitingList}) g`,

    `insert into campaigns (id, name, goal_cents, start_date, end_date, status, type)
     select ${id('campaign', 'g')}, 'Campaign ' || g, 10000000 * g, ${day} - g * 90, ${day} - g * 90 + 180,
            (${textArray(['planning', 'active', 'completed'])})[1 + g % 3], 'annual'
     from generate_series(1, ${size.campaigns}) g`,

    `insert into donors (id, first_name, last_name, email, organization, donor_type, capacity, interests,
       city, state, status, rating, next_follow_up, created_at, updated_at)
     select ${id('donor', 'g')},
            (${textArray(['Ada', 'Grace', 'Alan', 'Katherine', 'Mae', 'Carlos', 'Lin', 'Priya', 'Omar', 'Zoe'])})[1 + g % 10],
            (${textArray(['Byron', 'Hopper', 'Turing', 'Johnson', 'Jemison', 'Reyes', 'Chen', 'Patel', 'Haddad', 'Walker'])})[1 + (g / 10) % 10] || ' ' || g,
            'donor' || g || '@example.org',
            case when g % 4 <> 0 then 'Organisation ' || g % 500 end,
            (${textArray(['individual', 'foundation', 'corporation', 'government'])})[1 + g % 4],
            (${textArray(['major', 'mid-level', 'annual', 'legacy'])})[1 + g % 4],
            array[(${textArray(['k12', 'research', 'infrastructure', 'scholarships', 'general'])})[1 + g % 5]],
            'Houston', 'TX',
            (${textArray(['prospect', 'cultivating', 'solicited', 'donor', 'lapsed'])})[1 + g % 5],
            g % 6, ${day} + g % 60,
            ${day} - interval '5 years' + g * interval '1 hour', ${day} - interval '5 years' + g * interval '1 hour'
     from generate_series(1, ${d}) g`,

    `insert into donations (donor_id, amount_cents, donation_type, payment_method, campaign_id, status,
       gift_date, acknowledgment_sent, created_at, updated_at)
     select ${id('donor', spread('g', d))}, 1000 + (g::bigint * 7907) % 500000, 'one-time',
            (${textArray(['check', 'card', 'ach', 'wire'])})[1 + g % 4],
            case when g % 3 = 0 then ${id('campaign', `1 + g % ${size.campaigns}`)} end,
            case when g % 10 = 0 then 'pending' when g % 25 = 1 then 'cancelled' else 'completed' end,
            ${day} - g % 1800, g % 2 = 0,
            ${day} - (g % 1800) * interval '1 day', ${day} - (g % 1800) * interval '1 day'
     from generate_series(1, ${size.donations}) g`,

    // The rollups of donor-rollups.ts, for every donor at once.
    `update donors set total_given_cents = s.total, last_gift_date = s.last_gift
     from (select donor_id, sum(amount_cents) as total, max(gift_date) as last_gift from donations
           where status = 'completed' and donation_type = 'one-time' group by donor_id) s
     where donors.id = s.donor_id`,
    `update campaigns set raised_cents = coalesce(s.total, 0)
     from (select campaign_id, sum(amount_cents) as total from donations
           where status = 'completed' and donation_type = 'one-time' group by campaign_id) s
     where campaigns.id = s.campaign_id`,

    // Autovacuum would do this within a minute; the benchmark should not measure that minute.
    'vacuum analyze',
  ];
}

/**
 * Fills a freshly migrated, empty database. Admin users, sessions and share links are not made
 * here: the benchmark creates them through the real API.
 */
export async function generateDataSet(handle: DatabaseHandle, size: DataSetSize): Promise<void> {
  await handle.db.insert(ndaTemplates).values(
    DEMO_TEMPLATES.map((template, index) => ({
      id: uuidOfMd5(`template:${index + 1}`),
      name: template.name!,
      content: template.content!,
      isDefault: template.isDefault ?? false,
    })),
  );
  for (const statement of statements(size, todayIsoDate(new Date()))) {
    await handle.db.execute(sql.raw(statement));
  }
  // Today's nightly backup counts as made: otherwise a server started after 2 AM backs up the
  // whole data set while it is being measured (a backup of 200,000 gifts takes a core for minutes).
  await handle.db.insert(backupRuns).values({
    kind: 'nightly',
    day: todayIsoDate(new Date()),
    status: 'succeeded',
    startedAt: new Date(),
    finishedAt: new Date(),
  });
}

/** The uuid `id()` gives in SQL, so JavaScript and SQL agree on template ids. */
function uuidOfMd5(text: string): string {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}
