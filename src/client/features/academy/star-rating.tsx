import { MAX_STARS } from '../../../domain/learning/learning.ts';
import { StarIcon } from '../../ui/status-icons.tsx';

/** Stars out of five, as filled and outlined shapes, read out as the label ("3 of 5 stars"). */
export function StarRating({ stars, label }: { stars: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex text-brand-ink">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarIcon key={index} isFilled={index < stars} />
      ))}
    </span>
  );
}
