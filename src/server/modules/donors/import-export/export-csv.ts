import { asc, desc, sql } from 'drizzle-orm';
import { DONOR_CSV_COLUMNS } from '../../../../domain/crm/donor-schemas.ts';
import type { CsvValue } from '../../../../domain/common/csv.ts';
import type { Database } from '../../../db/client.ts';
import { selectDonationRows } from '../donations/donation-query.ts';
import { donationFilters } from '../donations/list-donations.ts';
import { toDonorDto } from '../donor-dto.ts';
import { donors } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';
import { centsToDollarText } from './csv-reply.ts';
import { DONOR_EXPORT_EXTRA_COLUMNS } from './donor-export-columns.ts';

/** Every donor by name; the headers are the API's field names, so the file imports back. */
export async function donorsCsvRows(db: Database): Promise<CsvValue[][]> {
  const rows = await db
    .select()
    .from(donors)
    .orderBy(
      asc(sql`lower(${donors.lastName})`),
      asc(sql`lower(${donors.firstName})`),
      asc(donors.id),
    );
  return [
    [...DONOR_CSV_COLUMNS, ...DONOR_EXPORT_EXTRA_COLUMNS],
    ...rows.map((row) => {
      const donor = toDonorDto(row);
      return [
        ...DONOR_CSV_COLUMNS.map((column) =>
          column === 'interests' ? donor.interests.join(';') : donor[column],
        ),
        centsToDollarText(donor.totalGivenCents),
        donor.lastGiftDate,
        donor.lastContactDate,
        donor.id,
        donor.createdAt,
      ];
    }),
  ];
}

const DONATION_COLUMNS = [
  'giftDate',
  'donorName',
  'amountUsd',
  'currency',
  'donationType',
  'status',
  'designation',
  'paymentMethod',
  'transactionId',
  'campaignName',
  'acknowledgmentSent',
  'acknowledgmentDate',
  'taxReceiptSent',
  'taxReceiptDate',
  'notes',
  'id',
  'donorId',
  'campaignId',
  'pledgeId',
] as const;

/** Gifts dated from `from` to `to` (both optional), newest first. */
export async function donationsCsvRows(
  db: Database,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<CsvValue[][]> {
  const rows = await selectDonationRows(db)
    .where(donationFilters({ ...range, status: 'all' }))
    .orderBy(desc(donations.giftDate), desc(donations.createdAt), desc(donations.id));
  return [
    [...DONATION_COLUMNS],
    ...rows.map((row) =>
      DONATION_COLUMNS.map((column) =>
        column === 'amountUsd' ? centsToDollarText(row.amountCents) : row[column],
      ),
    ),
  ];
}
