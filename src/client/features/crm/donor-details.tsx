import type { ReactNode } from 'react';
import { HTML_LANG, LANGUAGE_NAMES } from '../../../domain/common/i18n.ts';
import type { DonorProfileDto } from '../../../domain/crm/donor-dtos.ts';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { DONOR_CAPACITY_LABELS } from '../../../domain/crm/donors.ts';
import { formatDate } from '../../lib/format.ts';
import { DONOR_INTEREST_LABELS, DONOR_TYPE_LABELS } from './crm-labels.ts';
import { NoValue } from './no-value.tsx';
import { BreakableAddress } from '../../ui/data-table-text.tsx';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="text-ink">{children ?? <NoValue />}</dd>
    </div>
  );
}

const date = (value: string | null) => (value ? formatDate(value) : null);

function address(donor: DonorProfileDto): string | null {
  const place = [donor.city, [donor.state, donor.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [donor.address, place].filter(Boolean).join('\n') || null;
}

/** What the donor has given (worked out from gifts) and what staff know about them. */
export function DonorDetails({ donor }: { donor: DonorProfileDto }) {
  return (
    <div className="grid gap-6">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {/* One donor's record, to the cent: whole dollars are for the dashboard (spec §9). */}
        <Item label="Total given">{formatExactDollars(donor.totalGivenCents)}</Item>
        <Item label="Last gift">{date(donor.lastGiftDate)}</Item>
        <Item label="Last contact">{date(donor.lastContactDate)}</Item>
        <Item label="Next follow-up">{date(donor.nextFollowUp)}</Item>
      </dl>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Item label="Email">
          {donor.email ? (
            <a
              href={`mailto:${donor.email}`}
              className="text-brand-ink underline underline-offset-4"
            >
              <BreakableAddress value={donor.email} />
            </a>
          ) : null}
        </Item>
        <Item label="Phone">{donor.phone}</Item>
        <Item label="Language for mail and letters">
          <span lang={HTML_LANG[donor.language]}>{LANGUAGE_NAMES[donor.language]}</span>
        </Item>
        <Item label="Donor type">{DONOR_TYPE_LABELS[donor.donorType]}</Item>
        <Item label="Giving capacity">
          {donor.capacity ? DONOR_CAPACITY_LABELS[donor.capacity] : 'Not assessed yet'}
        </Item>
        <Item label="Assigned staff member">{donor.assignedTo ?? 'Nobody yet'}</Item>
        <Item label="Source">{donor.source}</Item>
        <Item label="Areas of interest">
          {donor.interests.length > 0
            ? donor.interests.map((interest) => DONOR_INTEREST_LABELS[interest]).join(', ')
            : null}
        </Item>
        <Item label="Address">
          {address(donor) ? <span className="whitespace-pre-line">{address(donor)}</span> : null}
        </Item>
        <Item label="Added to the CRM">{formatDate(donor.createdAt)}</Item>
      </dl>
      {donor.notes ? (
        <div>
          <h3 className="text-sm font-medium text-ink-muted">Notes</h3>
          <p className="max-w-prose whitespace-pre-line text-ink">{donor.notes}</p>
        </div>
      ) : null}
    </div>
  );
}
