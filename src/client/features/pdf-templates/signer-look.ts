import type { CSSProperties } from 'react';

/**
 * How each signer's fields look over the page. Never colour alone (WCAG 1.4.1): every field also
 * carries its signer's tag ("S2") and a border style of its own. Fixed colours rather than the
 * reading theme's tokens: the fields sit on the PDF page, which is white in every theme. Each
 * border passes 3:1 on white (the 700 shades); the text is slate-900 on a pale tint of the same
 * hue, well past 4.5:1.
 */
const HUES = [
  { border: '#b45309', fill: '#fef3c7' }, // amber
  { border: '#7e22ce', fill: '#f3e8ff' }, // purple
  { border: '#15803d', fill: '#dcfce7' }, // green
  { border: '#be185d', fill: '#fce7f3' }, // pink
  { border: '#0e7490', fill: '#cffafe' }, // cyan
  { border: '#c2410c', fill: '#ffedd5' }, // orange
  { border: '#4d7c0f', fill: '#ecfccb' }, // lime
  { border: '#a21caf', fill: '#fae8ff' }, // fuchsia
  { border: '#b91c1c', fill: '#fee2e2' }, // red
  { border: '#334155', fill: '#e2e8f0' }, // slate
] as const;

const BORDER_STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;

/** "S1", "S2": the short tag drawn on each field. */
export const signerTag = (signer: number) => `S${signer}`;
export const signerName = (signer: number) => `Signer ${signer}`;

/** The inline style of a signer's field or swatch: border hue and style, and the pale fill. */
export function signerStyle(signer: number): CSSProperties {
  const hue = HUES[(signer - 1) % HUES.length]!;
  const borderStyle = BORDER_STYLES[(signer - 1) % BORDER_STYLES.length]!;
  return {
    borderColor: hue.border,
    borderStyle,
    borderWidth: borderStyle === 'double' ? 4 : 2,
    backgroundColor: hue.fill,
    color: '#0f172a',
  };
}
