import { formatDayIn } from '../../../domain/common/localized-date-format.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import { DOWNLOADS_OFF_MESSAGE } from '../../../domain/sharing/link-protection.ts';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/database-errors.ts';
import { AppError } from '../../http/app-error.ts';
import { recordActivity, type VisitorInfo } from '../collaboration/record-activity.ts';
import { invalidShareLink, requireUsableShareLink } from './find-usable-share-link.ts';
import type { ShareLink } from './sharing.table.ts';
import { requireLinkVisitor } from './visitor-passes.ts';
import type { WatermarkStamp } from './watermark/watermark-stamp.ts';

export type SharedDownloadOptions = {
  db: Database;
  token: string;
  now: Date;
  /** The connection; the address and pass are added here from the visitor's pass. */
  visitor: VisitorInfo;
  /** The x-visitor-pass header. */
  passToken: string | undefined;
  isStaffPreview: boolean;
  timeZone: string;
  language: Locale;
};

/** A download let through: the link, the stamp its file carries, and who to log (null: nobody). */
export type SharedDownload = {
  link: ShareLink;
  stamp: WatermarkStamp;
  visitor: VisitorInfo | null;
};

const MADE_ON = {
  en: (day: string) => `Link made on ${day}`,
  es: (day: string) => `Enlace creado el ${day}`,
} as const;

/**
 * Whether this request may download the link's file (ADR 049): a working link, its gate passed
 * (passcode, proved address), and downloads allowed. A signed-in staff member's preview passes
 * the gate, as on the shared page, but not a link whose downloads are off, and is not logged.
 */
export async function openSharedDownload(options: SharedDownloadOptions): Promise<SharedDownload> {
  const { db, now, language } = options;
  const link = await requireUsableShareLink(options);
  const pass = options.isStaffPreview
    ? null
    : await requireLinkVisitor({ db, link, passToken: options.passToken, now });
  if (!link.allowDownload) throw new AppError(403, DOWNLOADS_OFF_MESSAGE);
  const stamp: WatermarkStamp = {
    email: pass?.email ?? null,
    at: now,
    linkName:
      link.name ?? MADE_ON[language](formatDayIn(language, link.createdAt, options.timeZone)),
    timeZone: options.timeZone,
    language,
    staffPreview: options.isStaffPreview,
  };
  const visitor = pass
    ? { ...options.visitor, email: pass.email, passId: pass.pass?.id ?? null }
    : null;
  return { link, stamp, visitor };
}

/**
 * The 'downloaded' row, written once the file is built, so a failure is not logged as a
 * download. `details` names the format ("PDF", "Word"); it never names an address.
 */
export async function recordSharedDownload(options: {
  db: Database;
  download: SharedDownload;
  details: 'PDF' | 'Word';
  now: Date;
}): Promise<void> {
  const { link, visitor } = options.download;
  if (!visitor) return;
  try {
    await recordActivity({
      db: options.db,
      documentId: link.documentId,
      type: 'downloaded',
      actor: { name: null },
      details: options.details,
      shareToken: link.shareToken,
      visitor,
      now: options.now,
    });
  } catch (error) {
    // Deleted while its file was being built: the link no longer works, as for the next visit.
    if (isForeignKeyViolation(error)) throw invalidShareLink();
    throw error;
  }
}
