import type { StaffRole } from '../../../domain/auth/staff-roles.ts';
import { sectionOf, todayKindsFor, type TodayDto } from '../../../domain/today/today-items.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { doneKeysOf } from './today-done.ts';
import { wantsMorningDigest } from './today-preferences.ts';
import { TODAY_SOURCES, type TodaySourceContext } from './today-sources.ts';

/**
 * One person's Today: a section for each kind their roles may act on, without the items they
 * marked done. The kinds are read one after another: on the embedded database every query
 * shares one connection anyway, and a handful of small reads is quick on either engine.
 */
export async function readToday(
  options: TodaySourceContext & { user: { id: string; roles: readonly StaffRole[] } },
): Promise<TodayDto> {
  const { db, user } = options;
  const done = await doneKeysOf(db, user.id);
  const sections = [];
  for (const kind of todayKindsFor(user.roles)) {
    sections.push(sectionOf(kind, await TODAY_SOURCES[kind](options), done));
  }
  return {
    sections,
    morningDigest: await wantsMorningDigest(db, user.id),
    mailServer: canDeliverMail(options.config.mail),
  };
}
