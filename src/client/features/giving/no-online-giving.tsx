import { useId } from 'react';
import { useGivingCopy } from './giving-copy.tsx';

/**
 * In place of the form while the site takes neither card gifts nor pledges (no mailing address
 * for checks in Settings yet): says so, and where to write instead, with the address as a link.
 */
export function NoOnlineGiving({ contactEmail }: { contactEmail: string }) {
  const titleId = useId();
  const { NO_ONLINE_GIVING } = useGivingCopy().giving;
  const [before, after] = NO_ONLINE_GIVING.body(contactEmail).split(contactEmail);
  return (
    <div
      role="region"
      aria-labelledby={titleId}
      className="rounded-md border-4 border-brand bg-brand-soft p-6 text-brand-ink"
    >
      <h2 id={titleId} className="text-2xl font-semibold">
        {NO_ONLINE_GIVING.title}
      </h2>
      <p className="mt-3 text-lg">
        {before}
        <a className="font-semibold underline" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
        {after}
      </p>
    </div>
  );
}
