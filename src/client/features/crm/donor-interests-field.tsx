import { DONOR_INTERESTS, type DonorInterest } from '../../../domain/crm/donors.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DONOR_INTEREST_LABELS } from './crm-labels.ts';

export interface DonorInterestsFieldProps {
  /** Given to the first box, so the error summary's link lands in the group. */
  id: string;
  value: readonly DonorInterest[];
  error?: string;
  onChange: (value: DonorInterest[]) => void;
}

/** Areas of interest as a group of checkboxes (public spec §2): any number may be ticked. */
export function DonorInterestsField({ id, value, error, onChange }: DonorInterestsFieldProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">Areas of interest</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {DONOR_INTERESTS.map((interest, index) => (
          <Checkbox
            key={interest}
            id={index === 0 ? id : undefined}
            label={DONOR_INTEREST_LABELS[interest]}
            checked={value.includes(interest)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? DONOR_INTERESTS.filter((item) => item === interest || value.includes(item))
                  : value.filter((item) => item !== interest),
              )
            }
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
