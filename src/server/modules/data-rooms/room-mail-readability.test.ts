import { describe, expect, it } from 'vitest';
import { avoidedTermsIn, readableLines } from '../../../../tests/mail-language-checks.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import {
  describeReport,
  isMedianWithinBudget,
  scoreParagraphs,
} from '../../../domain/readability/budget.ts';
import { roomCodeMail, roomInvitationMail } from './room-mail.ts';

/**
 * The mails a data room invitee gets (ADR 049), in their language: plain words within the
 * readability budget of family mail (ADR 027) and docs/glossary-es.md. Built without a database.
 */
function roomMails(language: Locale) {
  const member = {
    id: '55555555-5555-4555-8555-555555555555',
    name: 'Ines Vidal',
    email: 'ines@vidal.example',
    language,
  };
  return [
    roomInvitationMail({
      member,
      organisationName: 'NovaLearn Institute Group',
      roomName: 'Series A',
      senderName: 'Avery Admin',
      roomUrl: 'https://ndas.example.org/room/Xq3vT9bLmA2',
      signingUrl: 'https://ndas.example.org/sign/Yq3vT9bLmA2',
    }),
    roomCodeMail({ member, roomName: 'Series A', code: '123456' }),
  ];
}

describe('data room mails', () => {
  it('are in the member’s language, with both links and the code', () => {
    const [invitation, code] = roomMails('es');
    expect(invitation!.subject).toBe(
      'NovaLearn Institute Group le invitó a la sala de datos "Series A"',
    );
    expect(invitation!.text).toContain('https://ndas.example.org/room/Xq3vT9bLmA2');
    expect(invitation!.text).toContain('https://ndas.example.org/sign/Yq3vT9bLmA2');
    expect(code!.text).toContain('es: 123456');
    expect(roomMails('en')[1]!.subject).toBe('Your code for the data room "Series A"');
  });

  it.each(['en', 'es'] as const)('keep to the %s readability budget of family mail', (language) => {
    const report = scoreParagraphs(language, readableLines(roomMails(language)));
    console.info(describeReport(`data room mails (${language})`, report));
    expect(isMedianWithinBudget(language, report)).toBe(true);
    expect(report.over.map((item) => item.text)).toEqual([]);
  });

  it('use none of the terms docs/glossary-es.md says to avoid', () => {
    expect(avoidedTermsIn(roomMails('es'))).toEqual([]);
  });
});
