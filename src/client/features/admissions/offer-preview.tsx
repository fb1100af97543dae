import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { OfferPreviewDto } from '../../../domain/admissions/dtos.ts';
import { formatOfferDeadline } from '../../../domain/admissions/offer-deadline-format.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { SEAT_GROUPS_URL } from './api.ts';

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const;

export const offerPreviewUrl = (groupId: string, count: number, days: number) =>
  `${SEAT_GROUPS_URL}/${groupId}/offers/preview?count=${count}&days=${days}`;

/**
 * Before "Make offers": who gets an offer, in rank order, until when they can answer, that each
 * is emailed now, and the mail itself in the family's language, rendered by the server's own
 * mail function. Nothing is written until staff confirm.
 */
export function OfferPreview({
  groupId,
  count,
  days,
}: {
  groupId: string;
  count: number;
  days: number;
}) {
  const headingId = useId();
  const preview = useQuery<OfferPreviewDto>({
    queryKey: [offerPreviewUrl(groupId, count, days)],
    placeholderData: (previous) => previous,
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Who gets an offer
      </h3>
      <QueryState
        query={preview}
        what="The families"
        loadingLabel="Loading the families..."
        isEmpty={(data) => data.families.length === 0}
        empty={<p className="text-ink-muted">No family is waiting for these seats.</p>}
      >
        {(data) => (
          <div className="grid gap-3">
            <p className="text-ink">In rank order:</p>
            <ol className="grid list-decimal gap-1 pl-6">
              {data.families.map((family) => (
                <li key={family.entryId} className="[overflow-wrap:anywhere]">
                  {family.name} · {family.email} · mail in {LANGUAGE_NAMES[family.language]}
                </li>
              ))}
            </ol>
            <p className="text-ink">
              They can answer until{' '}
              {formatOfferDeadline(data.deadline, 'en', getSiteConfig().timeZone)}.
            </p>
            <p
              role="note"
              className="rounded-md border-2 border-line-strong bg-muted p-3 font-medium text-ink"
            >
              {data.mailed
                ? `Making the offers emails ${data.families.length === 1 ? 'this family' : `these ${data.families.length} families`} now. An email cannot be taken back.`
                : 'No mail server is set up, so nobody is emailed: each offer’s mail and link are kept in Settings › Outbox.'}
            </p>
            {data.families.map((family) => (
              <details key={family.entryId} className="rounded-md border border-line p-3">
                <summary className="cursor-pointer font-medium text-ink">
                  Preview the email to {family.name} ({LANGUAGE_NAMES[family.language]})
                </summary>
                <div className="mt-2 grid gap-2">
                  <p className="font-medium text-ink [overflow-wrap:anywhere]">
                    Subject: {family.mail.subject}
                  </p>
                  <p className="wrap-anywhere whitespace-pre-wrap text-ink">{family.mail.text}</p>
                </div>
              </details>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
