import { ORGANISATION_NAME } from '../../domain/common/organisation.ts';

/*
 * The name's first word is the brand, set in bold; the rest ("Institute Group") is lighter. Split
 * from the one constant, so the wordmark can never spell the name differently from the pages.
 */
const [BRAND_WORD, ...DESCRIPTOR_WORDS] = ORGANISATION_NAME.split(' ');
const DESCRIPTOR = DESCRIPTOR_WORDS.join(' ');

/**
 * The logo (public/brand/mark.svg): an N that climbs into a star (Nova, a new star) on a rounded
 * teal tile. Like an app icon it keeps its own colours in every reading theme: the teal tile
 * stands out on white, cream, slate and black alike. An image file, not inline SVG, so it costs
 * the home page's script budget almost nothing (ADR 016). Decorative (alt=""): it always stands
 * beside the name, which carries the meaning. Sized in em, so it grows with the chosen text size.
 */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <img
      src="/brand/mark.svg"
      alt=""
      width="40"
      height="40"
      className={`size-[1.75em] shrink-0 ${className}`}
    />
  );
}

export interface BrandLockupProps {
  /**
   * Below 640px show "NovaLearn" alone, so the wordmark stays on one line beside the header's
   * buttons on a phone; screen readers still hear the whole name.
   */
  isCompactOnPhones?: boolean;
  className?: string;
}

/**
 * The mark and the wordmark. "NovaLearn" and "Institute Group" never break inside; the header
 * keeps them on one line (compact on phones), and only where a line is narrower than the whole
 * name (a 320px footer with the largest text) does "Institute Group" move under "NovaLearn", as a
 * whole. Font size and colour come from the parent, so the header, the footer and the admin
 * sidebar can each size it. The lighter second part is the parent's colour at 80 %, not a second
 * token, so it works on any background that the parent's colour works on (slate-900 on white:
 * 9.6:1; the dark theme's ink on its surface: 9.1:1; white on black: 13.1:1).
 */
export function BrandLockup({ isCompactOnPhones = false, className = '' }: BrandLockupProps) {
  return (
    <span className={`inline-flex items-center gap-[0.45em] ${className}`}>
      <BrandMark />
      <span className="font-bold tracking-tight">
        {BRAND_WORD}{' '}
        <span
          className={`inline-block font-normal whitespace-nowrap opacity-80 ${isCompactOnPhones ? 'max-sm:sr-only' : ''}`}
        >
          {DESCRIPTOR}
        </span>
      </span>
    </span>
  );
}
