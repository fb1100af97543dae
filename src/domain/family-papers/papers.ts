import type { Locale } from '../common/i18n.ts';

/**
 * Papers a family sends about their learner from the private status page: evaluations, plans
 * and letters that help admissions understand what support the learner needs.
 */
export const PAPER_KINDS = ['evaluation', 'iep', '504-plan', 'medical-letter', 'other'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** Each kind in the family's language; staff read the English ones. */
export const PAPER_KIND_LABELS: Record<Locale, Record<PaperKind, string>> = {
  en: {
    evaluation: 'Evaluation report',
    iep: 'IEP (Individualized Education Program)',
    '504-plan': '504 plan',
    'medical-letter': 'Letter from a doctor or therapist',
    other: 'Other paper',
  },
  es: {
    evaluation: 'Informe de evaluación',
    iep: 'IEP (Programa de Educación Individualizado)',
    '504-plan': 'Plan 504',
    'medical-letter': 'Carta de un médico o terapeuta',
    other: 'Otro documento',
  },
};

/**
 * The kinds of file accepted, decided by the file's first bytes (never its name or the browser's
 * content type): the stored type is what the bytes are.
 */
export const PAPER_FILE_TYPES = {
  pdf: { mimeType: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  jpeg: { mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  png: { mimeType: 'image/png', extensions: ['.png'], label: 'PNG' },
  heic: { mimeType: 'image/heic', extensions: ['.heic', '.heif'], label: 'HEIC' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    label: 'Word',
  },
} as const;
export type PaperFileType = keyof typeof PAPER_FILE_TYPES;
export type PaperMimeType = (typeof PAPER_FILE_TYPES)[PaperFileType]['mimeType'];

export const PAPER_MIME_TYPES = Object.values(PAPER_FILE_TYPES).map(
  (type) => type.mimeType,
) as PaperMimeType[];

/** For the file input's `accept`: a hint to the browser's picker, not a check. */
export const PAPER_ACCEPT = [
  ...Object.values(PAPER_FILE_TYPES).flatMap((type) => type.extensions),
  ...PAPER_MIME_TYPES,
].join(',');

/** One file: a scanned report of 30 pages at 300 dpi fits. */
export const MAX_PAPER_BYTES = 10 * 1024 * 1024;
/** All of one application's papers together; they live in the database and in every backup. */
export const MAX_ENTRY_PAPER_BYTES = 40 * 1024 * 1024;
export const MAX_ENTRY_PAPERS = 20;
/** What staff may write to the family when they ask for a paper. */
export const MAX_PAPER_REQUEST_NOTE_LENGTH = 1000;
/** The longest file name kept; a longer one is shortened, keeping its extension. */
export const MAX_PAPER_FILENAME_LENGTH = 120;

const MEGABYTE = 1024 * 1024;

/** "10 MB", "3.5 MB", "200 KB": sizes as families read them, in their language's digits. */
export function formatPaperSize(bytes: number, locale: Locale): string {
  const intlLocale = locale === 'es' ? 'es-US' : 'en-US';
  if (bytes <= 0) return '0 MB';
  if (bytes < MEGABYTE) {
    const kilobytes = Math.max(1, Math.round(bytes / 1024));
    return `${kilobytes.toLocaleString(intlLocale)} KB`;
  }
  const megabytes = Math.floor((bytes / MEGABYTE) * 10) / 10;
  return `${megabytes.toLocaleString(intlLocale, { maximumFractionDigits: 1 })} MB`;
}

/** How much an application may still take. */
export const roomLeft = (used: { bytes: number; files: number }) => ({
  bytes: Math.max(0, MAX_ENTRY_PAPER_BYTES - used.bytes),
  files: Math.max(0, MAX_ENTRY_PAPERS - used.files),
});

/**
 * Applications that take papers: waiting, invited or enrolled. A withdrawn or closed one keeps
 * what it has (staff may still read it) and takes no more.
 */
export const takesPapers = (status: string) =>
  status === 'active' || status === 'invited' || status === 'enrolled';

/** The kind of paper an entry's history step was about (`details.kind`), for staff; else null. */
export function paperKindLabelOf(details: Record<string, unknown> | null): string | null {
  const kind = details?.kind;
  return typeof kind === 'string' && (PAPER_KINDS as readonly string[]).includes(kind)
    ? PAPER_KIND_LABELS.en[kind as PaperKind]
    : null;
}
