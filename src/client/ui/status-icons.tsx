/**
 * Icons that show a state (done, locked) beside the word that says it. Kept apart from icons.tsx
 * so the pages that use them do not add bytes to the home page's shared script.
 */

const SVG_PROPS = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function CheckIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...SVG_PROPS} strokeWidth={3} className={className}>
      <path d="M5 12.5 10 17l9-10" />
    </svg>
  );
}

export function LockIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg {...SVG_PROPS} className={className}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** A star, filled or outlined: the shape shows the rating, not the colour. */
export function StarIcon({
  isFilled,
  className = 'size-5',
}: {
  isFilled: boolean;
  className?: string;
}) {
  return (
    <svg {...SVG_PROPS} fill={isFilled ? 'currentColor' : 'none'} className={className}>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z" />
    </svg>
  );
}
