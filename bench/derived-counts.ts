/**
 * Derived numbers at 100,000 rows on PostgreSQL (ADR 041): each count the app shows, read as the
 * plain query over its index and as a read of a summary table kept beside the rows, timed one
 * after the other on one connection.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/derived-counts.ts [--explain] [--keep]
 *
 * Creates the scratch database derived_bench_<timestamp> on that server (its user must be allowed
 * to create databases), migrates it, fills it with generate_series and drops it at the end. The
 * summary tables are rebuilt here from the rows, with the content their triggers kept, so the
 * comparison runs whether or not the schema still has them.
 */
import pg from 'pg';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import { openPostgres } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { generateDataSet, type DataSetSize } from './generate-data.ts';

const ROWS = 100_000;
const SIZE: DataSetSize = {
  documents: ROWS,
  partners: 5_000,
  activity: ROWS,
  comments: 1,
  waitingList: ROWS,
  donors: ROWS,
  donations: ROWS,
  campaigns: 12,
};
/** Views of one link each: a handful is usual for an NDA; the last is a link left open in a loop. */
const VIEWS_PER_LINK = [10, 1_000, 100_000];
const WARM_UP = 30;
const RUNS = 300;

type Query = { name: string; text: string; values?: unknown[] };
type Comparison = { read: string; rows: string; plain: Query; summary?: Query };

const today = todayIsoDate(new Date());

/** The summaries as their triggers kept them (migrations 0004–0006, 0020). */
const SUMMARIES = [
  `create table s_document_status_counts as
     select status, count(*)::int as documents from nda_documents group by status`,
  `create table s_partner_document_terms as
     select partner_id, max(coalesce(expiration_date, 'infinity'::date))
       filter (where status <> 'expired') as live_until
     from nda_documents group by partner_id`,
  `create index on s_partner_document_terms (live_until)`,
  `create table s_donor_status_counts as select status, count(*)::int as donors from donors group by status`,
  `create table s_waiting_list_queue_counts as
     select campus, priority, count(*)::int as entries from waiting_list where status = 'active'
     group by campus, priority`,
  `alter table s_waiting_list_queue_counts add primary key (campus, priority)`,
  `create table s_share_link_view_tallies as
     select share_token, count(*)::int as views from collaboration_activity
     where activity_type = 'viewed' and share_token is not null group by share_token`,
  `alter table s_share_link_view_tallies add primary key (share_token)`,
];

/** The indexes the plain counts walk, as the migrations create them. */
const PLAIN_INDEXES = [
  `create index if not exists collaboration_activity_viewed_share_token_idx
     on collaboration_activity (share_token) where activity_type = 'viewed'`,
];

/** One share link per entry of VIEWS_PER_LINK, with that many 'viewed' activity rows. */
function shareLinkViews(): string[] {
  return VIEWS_PER_LINK.flatMap((views, index) => {
    const token = `derived-bench-${views}`;
    return [
      `insert into share_links (document_id, share_token)
       select id, '${token}' from nda_documents order by id offset ${index} limit 1`,
      `insert into collaboration_activity (document_id, share_token, activity_type, created_at)
       select l.document_id, l.share_token, 'viewed', now() - g * interval '1 second'
       from share_links l, generate_series(1, ${views}) g where l.share_token = '${token}'`,
    ];
  });
}

const COMPARISONS: Comparison[] = [
  {
    read: 'dashboard: documents, pending, completed',
    rows: `${ROWS.toLocaleString('en')} documents`,
    plain: {
      name: 'plain_document_totals',
      text: `select count(*)::int as total, count(*) filter (where status = 'pending')::int as pending,
               count(*) filter (where status = 'completed')::int as completed from nda_documents`,
    },
    summary: {
      name: 'summary_document_totals',
      text: `select coalesce(sum(documents), 0)::int as total,
               coalesce(sum(documents) filter (where status = 'pending'), 0)::int as pending,
               coalesce(sum(documents) filter (where status = 'completed'), 0)::int as completed
             from s_document_status_counts`,
    },
  },
  {
    read: 'dashboard: active partners',
    rows: `${ROWS.toLocaleString('en')} documents, ${SIZE.partners.toLocaleString('en')} partners`,
    plain: {
      name: 'plain_active_partners',
      text: `select count(distinct partner_id)::int from nda_documents
             where status <> 'expired' and (expiration_date is null or expiration_date >= $1::date)`,
      values: [today],
    },
    summary: {
      name: 'summary_active_partners',
      text: `select count(*)::int from s_partner_document_terms where live_until >= $1::date`,
      values: [today],
    },
  },
  {
    read: 'dashboard: active partners, as EXISTS per partner',
    rows: `${ROWS.toLocaleString('en')} documents, ${SIZE.partners.toLocaleString('en')} partners`,
    plain: {
      name: 'plain_active_partners_probe',
      text: `select count(*)::int from partners p where exists (
               select 1 from nda_documents d where d.partner_id = p.id and d.status <> 'expired'
                 and coalesce(d.expiration_date, 'infinity'::date) >= $1::date)`,
      values: [today],
    },
  },
  {
    read: 'donor list total, no filter',
    rows: `${ROWS.toLocaleString('en')} donors`,
    plain: { name: 'plain_donors_total', text: `select count(*)::int from donors` },
    summary: {
      name: 'summary_donors_total',
      text: `select coalesce(sum(donors), 0)::int from s_donor_status_counts`,
    },
  },
  {
    read: 'donor list total, one status',
    rows: `${ROWS.toLocaleString('en')} donors`,
    plain: {
      name: 'plain_donors_status_total',
      text: `select count(*)::int from donors where status = $1`,
      values: ['donor'],
    },
    summary: {
      name: 'summary_donors_status_total',
      text: `select coalesce(sum(donors), 0)::int from s_donor_status_counts where status = $1`,
      values: ['donor'],
    },
  },
  {
    read: 'donor list page of 50 by name (for scale)',
    rows: `${ROWS.toLocaleString('en')} donors`,
    plain: {
      name: 'donors_page',
      text: `select * from donors order by lower(last_name), lower(first_name), id limit 50`,
    },
  },
  {
    read: 'waiting-list form: place and campus total',
    rows: `${ROWS.toLocaleString('en')} entries, 35,000 active per campus`,
    plain: {
      name: 'plain_new_place',
      text: `select count(*) filter (where priority >= 1)::int as ahead, count(*)::int as total
             from waiting_list where campus = $1 and status = 'active'`,
      values: ['k12'],
    },
    summary: {
      name: 'summary_new_place',
      text: `select coalesce(sum(entries) filter (where priority >= 1), 0)::int as ahead,
               coalesce(sum(entries), 0)::int as total
             from s_waiting_list_queue_counts where campus = $1`,
      values: ['k12'],
    },
  },
  ...VIEWS_PER_LINK.map((views) => ({
    read: `shared view: view count of a link viewed ${views.toLocaleString('en')} times`,
    rows: `${(ROWS + VIEWS_PER_LINK.reduce((a, b) => a + b, 0)).toLocaleString('en')} activity rows`,
    plain: {
      name: `plain_views_${views}`,
      text: `select count(*)::int from collaboration_activity
             where share_token = $1 and activity_type = 'viewed'`,
      values: [`derived-bench-${views}`],
    },
    summary: {
      name: `summary_views_${views}`,
      text: `select views from s_share_link_view_tallies where share_token = $1`,
      values: [`derived-bench-${views}`],
    },
  })),
];

type Timing = { medianMs: number; p95Ms: number; executionMs: number; buffers: number };

async function time(client: pg.Client, query: Query, explain: boolean): Promise<Timing> {
  for (let run = 0; run < WARM_UP; run++) await client.query(query);
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await client.query(query);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  const plan = await client.query<{ 'QUERY PLAN': string }>({
    text: `explain (analyze, buffers) ${query.text}`,
    values: query.values,
  });
  const lines = plan.rows.map((row) => row['QUERY PLAN']);
  if (explain) console.log(`\n-- ${query.name}\n${lines.join('\n')}`);
  const executionMs = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
  // The first Buffers line is the plan's top node: all the pages the query touched.
  const buffers = Number(/shared hit=(\d+)/.exec(lines.join('\n'))?.[1] ?? 0);
  return {
    medianMs: durations[Math.floor(RUNS / 2)]!,
    p95Ms: durations[Math.floor(RUNS * 0.95)]!,
    executionMs,
    buffers,
  };
}

const format = (ms: number) => ms.toFixed(3);

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const explain = process.argv.includes('--explain');
  // --keep leaves the scratch database for a closer look with psql; drop it by hand afterwards.
  const keep = process.argv.includes('--keep');
  const name = `derived_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    console.log(`Filling ${name} with ${ROWS.toLocaleString('en')} rows per table…`);
    const handle = await openPostgres(url.toString());
    try {
      await runMigrations(handle);
      await generateDataSet(handle, SIZE);
    } finally {
      await handle.close();
    }
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      for (const statement of [...shareLinkViews(), ...PLAIN_INDEXES, ...SUMMARIES]) {
        await client.query(statement);
      }
      await client.query('vacuum analyze');
      const server = await client.query<{ version: string }>('show server_version');
      console.log(`PostgreSQL ${server.rows[0]!.version}; ${RUNS} runs each after ${WARM_UP}.\n`);
      console.log(
        '| Read | Rows | Plain: median ms | p95 ms | execution ms | buffers | Summary: median ms | execution ms |',
      );
      console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const comparison of COMPARISONS) {
        const plain = await time(client, comparison.plain, explain);
        const summary = comparison.summary && (await time(client, comparison.summary, explain));
        console.log(
          `| ${comparison.read} | ${comparison.rows} | ${format(plain.medianMs)} | ${format(plain.p95Ms)} | ` +
            `${format(plain.executionMs)} | ${plain.buffers} | ` +
            `${summary ? format(summary.medianMs) : '—'} | ${summary ? format(summary.executionMs) : '—'} |`,
        );
      }
    } finally {
      await client.end();
    }
  } finally {
    if (keep) console.log(`\nKept ${name}.`);
    else await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

await main();
