import { useState } from 'react';
import type { FormEvent } from 'react';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { MAX_DONOR_RATING, MIN_DONOR_RATING } from '../../../domain/crm/donors.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useUpdateDonor } from './api.ts';
import { ratingLabel } from './crm-labels.ts';

const RATINGS = Array.from(
  { length: MAX_DONOR_RATING - MIN_DONOR_RATING + 1 },
  (_, index) => MIN_DONOR_RATING + index,
);

/**
 * Rating 1–5 as native radio buttons with their words (the stars only repeat them), saved with
 * a button: arrow keys move the choice at once, and each step must not become a save.
 */
export function DonorRating({ donor }: { donor: DonorDto }) {
  const [rating, setRating] = useState(donor.rating);
  const update = useUpdateDonor(donor.id);
  const isChanged = rating !== donor.rating;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(
      { rating },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Rating saved',
            description: `The donor is now rated: ${ratingLabel(saved.rating)}.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to save rating',
            description: describeFailure(error),
          }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit}>
      <fieldset>
        <legend className="font-semibold text-ink">Rating</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATINGS.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-line-strong px-3 py-1.5 has-checked:border-2 has-checked:border-brand has-checked:bg-brand-soft has-checked:font-semibold"
            >
              <input
                type="radio"
                name={`rating-${donor.id}`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="size-5 accent-brand"
              />
              {value === 0 ? (
                'Not rated'
              ) : (
                <>
                  <span aria-hidden="true" className="text-yellow-700">
                    {'★'.repeat(value)}
                  </span>
                  <span>
                    {value} {value === 1 ? 'star' : 'stars'}
                  </span>
                </>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        type="submit"
        variant="secondary"
        className="mt-3"
        disabled={!isChanged || update.isPending}
      >
        {update.isPending ? 'Saving...' : 'Save rating'}
      </Button>
    </form>
  );
}
