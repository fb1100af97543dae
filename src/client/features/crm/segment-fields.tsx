import { useQuery } from '@tanstack/react-query';
import type { EmailSegment } from '../../../domain/crm/outreach-schemas.ts';
import { DONOR_INTERESTS, DONOR_STATUSES, DONOR_TYPES } from '../../../domain/crm/donors.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DONOR_INTEREST_LABELS, DONOR_STATUS_LABELS, DONOR_TYPE_LABELS } from './crm-labels.ts';
import { recipientCountQuery } from './email-campaign-api.ts';

interface GroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (value: T[]) => void;
}

function CheckboxGroup<T extends string>({
  legend,
  options,
  labels,
  value,
  onChange,
}: GroupProps<T>) {
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{legend}</legend>
      <p className="text-sm text-ink-muted">None ticked means all.</p>
      <div className="mt-2 grid gap-2">
        {options.map((option) => (
          <Checkbox
            key={option}
            label={labels[option]}
            checked={value.includes(option)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? options.filter((item) => item === option || value.includes(item))
                  : value.filter((item) => item !== option),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

function RecipientCount({ segment }: { segment: EmailSegment }) {
  const query = useQuery(recipientCountQuery(segment));
  let text = 'Counting recipients...';
  if (query.isError) text = 'The recipients could not be counted.';
  else if (query.data && !query.isFetching) {
    const count = query.data.recipientCount;
    text = `${count} ${count === 1 ? 'donor' : 'donors'} with an email address match.`;
  }
  return (
    <p
      role="status"
      className="rounded-md border border-line-strong bg-muted p-3 font-semibold text-ink"
    >
      {text}
    </p>
  );
}

/** Who gets the campaign: donors matching every ticked list, counted as the boxes change. */
export function SegmentFields({
  segment,
  onChange,
}: {
  segment: EmailSegment;
  onChange: (segment: EmailSegment) => void;
}) {
  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-semibold text-ink">Recipients</legend>
      <div className="grid gap-6 sm:grid-cols-3">
        <CheckboxGroup
          legend="Status"
          options={DONOR_STATUSES}
          labels={DONOR_STATUS_LABELS}
          value={segment.statuses ?? []}
          onChange={(statuses) => onChange({ ...segment, statuses })}
        />
        <CheckboxGroup
          legend="Donor type"
          options={DONOR_TYPES}
          labels={DONOR_TYPE_LABELS}
          value={segment.types ?? []}
          onChange={(types) => onChange({ ...segment, types })}
        />
        <CheckboxGroup
          legend="Areas of interest"
          options={DONOR_INTERESTS}
          labels={DONOR_INTEREST_LABELS}
          value={segment.interests ?? []}
          onChange={(interests) => onChange({ ...segment, interests })}
        />
      </div>
      <RecipientCount segment={segment} />
    </fieldset>
  );
}
