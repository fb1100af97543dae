import { describe, expect, it } from 'vitest';
import { sentNdaMail } from './sent-nda-mail.ts';
import { shareLinkMail, shareUrlIn } from './share-mail.ts';

// English mails are word for word what partners got before Spanish was offered.
const LINK = 'https://ndas.example.org/shared/abc';
const common = {
  to: 'ada@acme.test',
  linkId: 'link-1',
  documentTitle: 'Data\nsharing  NDA',
  organisationName: 'NovaLearn',
  expiresAt: new Date('2026-01-22T09:00:00Z'),
  shareUrl: LINK,
  language: 'en' as const,
};

describe('link mails in English', () => {
  it('an invitation', () => {
    const mail = shareLinkMail({ ...common, accessLevel: 'edit', isInvitation: true });
    expect(mail.subject).toBe('NovaLearn invited you to work on "Data sharing NDA"');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'NovaLearn has invited you to collaborate on the agreement "Data sharing NDA".',
        '',
        `Open it here: ${LINK}`,
        '',
        'With this link you can read the agreement, leave comments and make changes to its text. The link works until Jan 22, 2026 at 3:00 AM CST.',
        'No account or password is needed. Please keep the link to yourself: anyone who has it can use it.',
        '',
        'If you were not expecting this message, you can ignore it.',
        '',
        'NovaLearn',
      ].join('\n'),
    );
  });

  it('a shared link that does not expire', () => {
    const mail = shareLinkMail({
      ...common,
      accessLevel: 'view',
      expiresAt: null,
      isInvitation: false,
    });
    expect(mail.subject).toBe('NovaLearn shared "Data sharing NDA" with you');
    expect(mail.text).toContain(
      'NovaLearn has shared the agreement "Data sharing NDA" with you.\n\nOpen it here: ',
    );
    expect(mail.text).toContain(
      'With this link you can read the agreement and download it as a Word file. The link does not expire, but it can be switched off at any time.',
    );
  });

  it('an NDA sent with a message', () => {
    const mail = sentNdaMail({
      ...common,
      accessLevel: 'comment',
      senderName: 'Grace Hopper',
      message: 'Hello Ada,\nhere it is.',
    });
    expect(mail.subject).toBe('NovaLearn sent you the NDA "Data sharing NDA"');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Hello Ada,\nhere it is.',
        '',
        `Open the NDA "Data sharing NDA" here: ${LINK}`,
        '',
        'With this link you can read the agreement, download it and leave comments. The link works until Jan 22, 2026 at 3:00 AM CST.',
        'No account or password is needed. Please keep the link to yourself: anyone who has it can use it.',
        '',
        'Grace Hopper',
        'NovaLearn',
      ].join('\n'),
    );
  });
});

describe('link mails in Spanish', () => {
  it('greet formally and keep the structure of the English mail', () => {
    const mail = shareLinkMail({
      ...common,
      shareUrl: shareUrlIn(LINK, 'es'),
      language: 'es',
      accessLevel: 'view',
      isInvitation: false,
    });
    expect(mail.text).toBe(
      [
        'Hola:',
        '',
        'Este es el acuerdo de confidencialidad "Data sharing NDA". NovaLearn lo compartió con usted.',
        '',
        `Ábralo aquí: ${LINK}?lang=es`,
        '',
        'Con este enlace, usted puede leer el acuerdo y descargarlo como archivo de Word. El enlace funciona hasta el 22 de enero de 2026 a las 3:00 a. m. CST.',
        'No necesita una cuenta ni una contraseña. Por favor, no comparta el enlace. Cualquier persona que lo tenga puede usarlo.',
        '',
        'Si no esperaba este mensaje, puede ignorarlo.',
        '',
        'NovaLearn',
      ].join('\n'),
    );
  });

  it('the shared page address carries the language only when it is not English', () => {
    expect(shareUrlIn(LINK, 'en')).toBe(LINK);
    expect(shareUrlIn(LINK, 'es')).toBe(`${LINK}?lang=es`);
  });
});
