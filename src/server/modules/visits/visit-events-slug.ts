import { like } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { visitEvents } from './visits.table.ts';

export const MAX_SLUG_LENGTH = 60;

/** Taken by the booking link's page (/visits/booking/:token): no event may use it. */
const RESERVED_SLUGS: ReadonlySet<string> = new Set(['booking']);

/**
 * The address part made from an English title: lower case, a-z, 0-9 and hyphens, at most
 * `length` characters cut between words, never starting or ending with a hyphen ("Family Session!" → family-session).
 */
export function slugOf(title: string, length = MAX_SLUG_LENGTH): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= length) return words || 'visit';
  // Cut between words when there is more than one, so no word is left in half.
  const cut = words.slice(0, length);
  const whole =
    words[length] === '-' || !cut.includes('-') ? cut : cut.slice(0, cut.lastIndexOf('-'));
  return whole.replace(/-+$/, '');
}

/**
 * A slug no event has and no page takes: the title's, or the title's with -2, -3… (cut so the
 * whole stays within MAX_SLUG_LENGTH). Slugs are never reused, archived events' included, so an
 * old link never opens another visit.
 */
export async function uniqueSlug(tx: Transaction, title: string): Promise<string> {
  const base = slugOf(title);
  // Every candidate starts with the base's first 50 characters (suffixes are short).
  const taken = new Set(
    (
      await tx
        .select({ slug: visitEvents.slug })
        .from(visitEvents)
        .where(like(visitEvents.slug, `${base.slice(0, 50)}%`))
    ).map((row) => row.slug),
  );
  const free = (slug: string) => !taken.has(slug) && !RESERVED_SLUGS.has(slug);
  if (free(base)) return base;
  for (let number = 2; ; number += 1) {
    const suffix = `-${number}`;
    const candidate = `${slugOf(base, MAX_SLUG_LENGTH - suffix.length)}${suffix}`;
    if (free(candidate)) return candidate;
  }
}
