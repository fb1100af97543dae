import { describe, expect, it } from 'vitest';
import { canDeliverMail, describeMailDelivery, describeMailSetup } from './mail-status.ts';

const from = 'NovaLearn Institute Group <no-reply@example.org>';

describe('describeMailSetup and describeMailDelivery', () => {
  it('name the server and sender but never the credentials in SMTP_URL', () => {
    const mail = { smtpUrl: 'smtp://mailer:s3cret-pass@smtp.example.org:587', from };
    expect(canDeliverMail(mail)).toBe(true);
    expect(describeMailSetup(mail)).toEqual({
      configured: true,
      description:
        'Delivering through smtp.example.org:587 as NovaLearn Institute Group <no-reply@example.org>.',
    });
    expect(describeMailDelivery(mail)).toBe(
      'Mail: delivering through smtp://smtp.example.org:587 as NovaLearn Institute Group <no-reply@example.org>.',
    );
    for (const text of [describeMailSetup(mail).description, describeMailDelivery(mail)]) {
      expect(text).not.toContain('s3cret');
      expect(text).not.toContain('mailer');
    }
  });

  it('give the port nodemailer uses when the URL names none', () => {
    expect(describeMailSetup({ smtpUrl: 'smtps://u:p@mail.example.org', from }).description).toBe(
      `Delivering through mail.example.org:465 as ${from}.`,
    );
    expect(describeMailDelivery({ smtpUrl: 'smtp://mail.example.org', from })).toBe(
      `Mail: delivering through smtp://mail.example.org:587 as ${from}.`,
    );
  });

  it('say that messages are only kept in the outbox without SMTP_URL', () => {
    const mail = { smtpUrl: undefined, from };
    expect(canDeliverMail(mail)).toBe(false);
    expect(describeMailSetup(mail)).toEqual({
      configured: false,
      description:
        'No mail server is set up (SMTP_URL is not set). Messages are kept in the outbox.',
    });
    expect(describeMailDelivery(mail)).toContain('only kept in the outbox');
  });
});
