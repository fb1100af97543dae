/** Small decorative icons. Always aria-hidden: the control around them carries the name. */

const SVG_PROPS = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-5',
} as const;

export function CloseIcon() {
  return (
    <svg {...SVG_PROPS}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

export function EyeIcon() {
  return (
    <svg {...SVG_PROPS}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function EyeOffIcon() {
  return (
    <svg {...SVG_PROPS}>
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.4 3.3M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...SVG_PROPS}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
