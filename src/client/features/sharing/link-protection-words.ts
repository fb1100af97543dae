import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { LinkVisitorDto } from '../../../domain/sharing/link-protection.ts';
import { formatDateTime } from '../../lib/format.ts';

/** The staff words of protected links (ADR 049): the share dialog, the links table, visitors. */

export const PROTECTION_WORDS = {
  legend: 'Protect this link',
  intro: 'All optional. Without these, anyone who has the link can open it.',
  name: 'Link name (optional)',
  nameHint: 'For you, to tell your links apart, e.g. "Board pack". Visitors see it too.',
  passcode: 'Passcode (optional)',
  passcodeHint: 'At least 6 characters. Give it to the visitor another way than the link.',
  showPasscode: 'Show passcode',
  verifyEmail: 'Ask visitors to confirm their email address with a code',
  verifyEmailHint:
    'We mail them a 6-digit code. Their address is then on every page they download and in the visitors list.',
  verifyEmailByList:
    'On, because the link has an allow-list: visitors confirm their address first.',
  allowList: 'Only these addresses (optional)',
  allowListHint:
    'One address or domain per line. Only these addresses can open it. A domain such as hospital.org lets everyone at that organisation in.',
  allowDownload: 'Allow downloads',
  allowDownloadHint: 'Visitors can download a PDF or Word copy that carries their address.',
  notifyOnFirstView: 'Mail me the first time each verified visitor opens it',
} as const;

/** The allow-list textarea as the API takes it: one entry per non-empty line. */
export const allowListLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** "Passcode · Email check · Only 2 listed · Downloads off", or that the link is open. */
export function describeProtections(
  link: Pick<ShareLinkDto, 'hasPasscode' | 'verifyEmail' | 'allowList' | 'allowDownload'>,
): string {
  const parts = [
    link.hasPasscode ? 'Passcode' : null,
    link.verifyEmail ? 'Email check' : null,
    link.allowList.length > 0 ? `Only ${link.allowList.length} listed` : null,
    link.allowDownload ? null : 'Downloads off',
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Anyone with the link';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "less than a minute", "4 min", "1 h 5 min". */
export function describeDuration(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''}`;
}

export const UNVERIFIED_VISITOR = 'A visitor who was not asked to confirm an address';

/**
 * One visitor in plain words: "first opened …, last opened …, 3 visits, 4 min on the document,
 * 1 download".
 */
export function describeVisit(visitor: LinkVisitorDto): string {
  const opened = visitor.firstViewedAt
    ? [
        `first opened ${formatDateTime(visitor.firstViewedAt)}`,
        visitor.lastViewedAt && visitor.lastViewedAt !== visitor.firstViewedAt
          ? `last opened ${formatDateTime(visitor.lastViewedAt)}`
          : null,
      ]
    : ['has not opened the document yet'];
  return [
    ...opened,
    plural(visitor.visits, 'visit', 'visits'),
    `${describeDuration(visitor.secondsOnDocument)} on the document`,
    visitor.downloads === 0 ? 'no downloads' : plural(visitor.downloads, 'download', 'downloads'),
  ]
    .filter(Boolean)
    .join(', ');
}
