import { describe, expect, it } from 'vitest';
import { avoidedTermsIn, readableLines } from '../../../../tests/mail-language-checks.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import {
  describeReport,
  isMedianWithinBudget,
  scoreParagraphs,
} from '../../../domain/readability/budget.ts';
import { DEFAULT_SEND_MESSAGES } from '../../../domain/sharing/link-delivery.ts';
import { ACCESS_LEVELS } from '../../../domain/sharing/sharing.ts';
import { sentNdaMail } from './sent-nda-mail.ts';
import { shareLinkMail, shareUrlIn } from './share-mail.ts';

/**
 * The mails that carry a link to a partner (an NDA sent, an invitation, a healthcare share) keep
 * to the readability budget of family mail (ADR 027) and to docs/glossary-es.md. Built directly,
 * without a database.
 */

const TIME_ZONE = 'America/Chicago';
const TITLE = 'Estudio de terapia sensorial';
const SHARE_URL = 'https://ndas.example.org/shared/Xq3vT9bLmA2';
const expiresAt = new Date('2026-04-01T15:00:00Z');

/** Every link mail a partner can get, in `language`. */
function partnerMails(language: Locale) {
  const common = {
    to: 'lramirez@clinicaesperanza.example',
    linkId: '55555555-5555-4555-8555-555555555555',
    documentTitle: TITLE,
    organisationName: 'NovaLearn Institute Group',
    shareUrl: shareUrlIn(SHARE_URL, language),
    language,
    timeZone: TIME_ZONE,
  };
  return ACCESS_LEVELS.flatMap((accessLevel) =>
    [expiresAt, null].flatMap((until) => [
      shareLinkMail({ ...common, accessLevel, expiresAt: until, isInvitation: true }),
      shareLinkMail({ ...common, accessLevel, expiresAt: until, isInvitation: false }),
      sentNdaMail({
        ...common,
        accessLevel,
        expiresAt: until,
        senderName: 'Avery Admin',
        // The message the Send dialog fills in, in the partner's language; staff may rewrite it.
        message: DEFAULT_SEND_MESSAGES[language],
      }),
    ]),
  );
}

describe('link mails to a Spanish partner', () => {
  const mails = partnerMails('es');

  it('are the Spanish builders’ output, with the date and the Spanish link', () => {
    const texts = mails.map((mail) => mail.text).join('\n');
    expect(texts).toContain(
      'El enlace funciona hasta el 1 de abril de 2026 a las 10:00 a. m. CDT.',
    );
    expect(texts).toContain('El enlace no vence');
    expect(texts).toContain(`${SHARE_URL}?lang=es`);
    expect(mails.map((mail) => mail.subject)).toContain(
      `NovaLearn Institute Group le envió el acuerdo de confidencialidad "${TITLE}"`,
    );
  });

  it('keep to the Spanish readability budget of family mail', () => {
    const report = scoreParagraphs('es', readableLines(mails));
    console.info(describeReport('partner link mails (es)', report));
    expect(report.count).toBeGreaterThan(10);
    expect(isMedianWithinBudget('es', report)).toBe(true);
    expect(report.over.map((item) => item.text)).toEqual([]);
  });

  it('use none of the terms docs/glossary-es.md says to avoid', () => {
    expect(avoidedTermsIn(mails)).toEqual([]);
  });
});

describe('link mails to an English partner, for comparison', () => {
  it('keep to the English median of family mail', () => {
    const report = scoreParagraphs('en', readableLines(partnerMails('en')));
    console.info(describeReport('partner link mails (en)', report));
    expect(report.count).toBeGreaterThan(10);
    expect(isMedianWithinBudget('en', report)).toBe(true);
    // Logged, not asserted: the English copy is not under review here (see the Spanish test).
    console.info(report.over.map((item) => `  ${item.score}: ${item.text}`).join('\n'));
  });
});
