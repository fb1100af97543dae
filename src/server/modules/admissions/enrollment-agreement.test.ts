import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  answer,
  api,
  families,
  offerNext,
  offerTokenOf,
  setSeats,
  setUpAdmissionsApp,
  t,
} from '../../../../tests/admissions-kit.ts';
import {
  declineWith,
  latestMailTo,
  newConnection,
  openSigningLink,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { signInAsNewAdmin } from '../../../../tests/test-app.ts';
import { nextAddress, statusTokenOf } from '../../../../tests/waiting-list-helpers.ts';
import type { EnrollmentTaskListDto } from '../../../domain/admissions/dtos.ts';
import type {
  EnrollmentAgreementDto,
  EnvelopeStatusDto,
  SigningViewDto,
} from '../../../domain/esign/dtos.ts';
import {
  ASSENT_ALREADY_RECORDED_MESSAGE,
  ASSENT_ONLY_FOR_FAMILIES_MESSAGE,
  ASSENT_WORDS,
  SAME_GUARDIAN_EMAIL_MESSAGE,
} from '../../../domain/esign/enrollment-agreement.ts';
import { createDocument, createPartner, createTemplate } from '../../demo/factories.ts';
import { AGREEMENT_ALREADY_OUT_MESSAGE } from '../esign/send-enrollment-agreement.ts';
import { NO_SIGNED_AGREEMENT_MESSAGE } from '../esign/enrollment-agreements.ts';
import { AGREEMENT_BEFORE_ACCEPTANCE_MESSAGE } from './enrollment-agreement.ts';

setUpAdmissionsApp();

const TEMPLATE_TEXT =
  'ENROLLMENT AGREEMENT\n\n[GUARDIANS] enroll [LEARNER] at [CAMPUS] from [START_TERM] with ' +
  '[COMPANY].\n\n1. We keep the learner safe.\n2. The family pays the term fees.';

const agreementUrl = (entryId: string) => `/api/admissions/entries/${entryId}/enrollment-agreement`;

/** A family of a fresh seat that has accepted it: the entry, its status link, a template. */
async function acceptedFamily(overrides: Record<string, unknown> = {}) {
  const group = await setSeats(1);
  const [id] = await families(1, overrides);
  expect((await offerNext(group.id, 1)).statusCode).toBe(201);
  const token = await statusTokenOf(t, id!);
  expect((await answer(await offerTokenOf(id!), 'accept')).statusCode).toBe(200);
  const template = await createTemplate(t.db, {
    name: 'Enrollment agreement',
    content: TEMPLATE_TEXT,
  });
  return { id: id!, token, templateId: template.id };
}

let guardianCount = 0;
function guardian(language: 'en' | 'es' = 'en', name = 'Ana López') {
  guardianCount += 1;
  return { name, email: `guardian-${guardianCount}@family.example.org`, language };
}

const taskOf = async (token: string) => {
  const response = await t.app.inject({
    url: `/api/waiting-list/status/${token}/tasks`,
    remoteAddress: nextAddress(),
  });
  const list = (response.json() as EnrollmentTaskListDto).taskList!;
  return list.tasks.find((task) => task.task === 'agreement')!.status;
};

const assent = (token: string, learnerName: string, language: 'en' | 'es' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/sign/${token}/assent`,
    payload: { learnerName, language },
    remoteAddress: '198.51.100.77',
    headers: { 'user-agent': 'LearnerTablet/1.0' },
  });

describe('the enrollment agreement', () => {
  it('goes to both guardians at once, records the assent, and seals every step', async () => {
    const { id, token, templateId } = await acceptedFamily({ language: 'es' });
    expect(await taskOf(token)).toBe('waiting-for-us');
    const mother = guardian('es', 'Ana López');
    const father = guardian('en', 'Luis López');
    const sent = await api('POST', agreementUrl(id), {
      templateId,
      guardians: [mother, father],
      signingOrder: 'parallel',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json() as EnvelopeStatusDto).recipients.map((one) => one.status)).toEqual([
      'sent',
      'sent',
    ]);
    expect(await taskOf(token)).toBe('not-started');

    // A second agreement while this one is out is refused.
    const again = await api('POST', agreementUrl(id), { templateId, guardians: [mother] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AGREEMENT_ALREADY_OUT_MESSAGE);

    // Each guardian has their own link, in their own mail, and sees the merged text.
    const motherToken = await signingTokenFor(t, mother.email);
    const fatherToken = await signingTokenFor(t, father.email);
    expect(motherToken).not.toBe(fatherToken);
    const motherView = (
      await openSigningLink(t, motherToken, newConnection())
    ).json() as SigningViewDto;
    expect(motherView).toMatchObject({
      canSign: true,
      language: 'es',
      family: { canAssent: true, assent: null },
    });
    if (!motherView.canSign) throw new Error('unreachable');
    expect(motherView.document.content).toContain('Ana López y Luis López enroll');
    expect(motherView.document.content).not.toMatch(
      /\[(LEARNER|GUARDIANS|CAMPUS|START_TERM|COMPANY)\]/,
    );

    // The learner's assent: once, recorded with its own time, address and browser.
    const assented = await assent(motherToken, 'Sofi', 'es');
    expect(assented.statusCode, assented.body).toBe(200);
    expect(assented.json()).toMatchObject({
      family: { canAssent: false, assent: { learnerName: 'Sofi' } },
    });
    const twice = await assent(fatherToken, 'Sofi');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ASSENT_ALREADY_RECORDED_MESSAGE);
    expect(
      ((await openSigningLink(t, fatherToken, newConnection())).json() as SigningViewDto).family,
    ).toMatchObject({ canAssent: false, assent: { learnerName: 'Sofi' } });

    const first = await signWith(t, fatherToken, newConnection(), typedSignature('Luis López'));
    expect(first.json()).toMatchObject({ reasonCode: 'awaiting-others' });
    expect(await taskOf(token)).toBe('in-progress');
    const last = await signWith(t, motherToken, newConnection(), typedSignature('Ana López'));
    expect(last.json()).toMatchObject({ status: 'completed' });
    expect(await taskOf(token)).toBe('completed');

    const staffView = (await api('GET', agreementUrl(id))).json() as EnrollmentAgreementDto;
    expect(staffView.agreement).toMatchObject({ status: 'completed' });
    expect(staffView.templates.map((one) => one.name)).toContain('Enrollment agreement');

    // The sealed PDF: both guardians, the assent, and a seal pdfsig accepts.
    const download = await api('GET', `${agreementUrl(id)}/signed.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'enrollment-agreement-'));
    writeFileSync(join(dir, 'signed.pdf'), download.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'signed.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Contrato de inscripción');
    expect(text).toContain('Padre, madre o tutor de');
    expect(text).toContain('Signer 1 of 2');
    expect(text).toContain('Signer 2 of 2');
    expect(text).toContain("Learner's assent");
    expect(text).toContain('Name written by the learner: Sofi');
    expect(text).toContain(ASSENT_WORDS.es);
    expect(text).toContain('198.51.100.77');
    expect(text).toContain(`Waiting-list entry id: ${id}`);
    expect(execFileSync('pdfsig', [join(dir, 'signed.pdf')], { encoding: 'utf8' })).toContain(
      'Signature is Valid',
    );

    // Each guardian gets the sealed copy; no assent is taken once the agreement is complete.
    expect((await latestMailTo(t, mother.email, 'Firmado por todos')).text).toContain('adjunto');
    expect((await assent(motherToken, 'Sofi')).statusCode).toBe(409);
  });

  it('sends to the second guardian only once the first has signed, in order', async () => {
    const { id, templateId } = await acceptedFamily();
    const first = guardian();
    const second = guardian();
    const sent = await api('POST', agreementUrl(id), {
      templateId,
      guardians: [first, second],
      signingOrder: 'sequential',
    });
    expect((sent.json() as EnvelopeStatusDto).recipients.map((one) => one.status)).toEqual([
      'sent',
      'waiting',
    ]);
    await expect(signingTokenFor(t, second.email)).rejects.toThrow('No mail');
    await signWith(
      t,
      await signingTokenFor(t, first.email),
      newConnection(),
      typedSignature('Ana'),
    );
    const secondToken = await signingTokenFor(t, second.email);
    const done = await signWith(t, secondToken, newConnection(), typedSignature('Luis'));
    expect(done.json()).toMatchObject({ status: 'completed' });
  });

  it('is refused before the family accepted a seat, and for two guardians with one address', async () => {
    const group = await setSeats(1);
    const [id] = await families(1);
    expect((await offerNext(group.id, 1)).statusCode).toBe(201);
    const template = await createTemplate(t.db, { content: TEMPLATE_TEXT });
    const early = await api('POST', agreementUrl(id!), {
      templateId: template.id,
      guardians: [guardian()],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(AGREEMENT_BEFORE_ACCEPTANCE_MESSAGE);

    const one = guardian();
    const same = await api('POST', agreementUrl(id!), {
      templateId: template.id,
      guardians: [one, { ...one, name: 'Luis', email: one.email.toUpperCase() }],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors['guardians.1.email']).toEqual([SAME_GUARDIAN_EMAIL_MESSAGE]);

    const none = await api('GET', `${agreementUrl(id!)}/signed.pdf`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(NO_SIGNED_AGREEMENT_MESSAGE);
  });

  it('when a guardian declines, tells staff and lets them send a new one', async () => {
    const { id, token, templateId } = await acceptedFamily();
    const only = guardian();
    const sender = await signInAsNewAdmin(t, { roles: ['admissions'] });
    const first = await t.app.inject({
      method: 'POST',
      url: agreementUrl(id),
      headers: sender.headers,
      payload: { templateId, guardians: [only] },
    });
    expect(first.statusCode, first.body).toBe(201);
    const declined = await declineWith(
      t,
      await signingTokenFor(t, only.email),
      newConnection(),
      'The fees are wrong',
    );
    expect(declined.json()).toMatchObject({ status: 'declined' });
    const notice = await latestMailTo(t, sender.user.email!, 'Declined');
    expect(notice.text).toContain('Their reason: The fees are wrong');
    expect(notice.text).toContain("The family's seat stays accepted");
    expect(notice.text).toContain(`https://school.example.org/admin/waiting-list/${id}`);
    expect(await taskOf(token)).toBe('waiting-for-us');
    const resend = await api('POST', agreementUrl(id), { templateId, guardians: [only] });
    expect(resend.statusCode, resend.body).toBe(201);
    const cancelled = await api('POST', `${agreementUrl(id)}/void`, { reason: 'Wrong term' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'voided' });
  });

  it('has no place for an assent on a partner’s NDA', async () => {
    const partner = await createPartner(t.db, { email: 'nda-signer@partner.example.org' });
    const document = await createDocument(t.db, { partnerId: partner.id });
    const { headers } = await signInAsNewAdmin(t, { roles: ['partnerships'] });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/docusign/send/${document.id}`,
      headers,
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const refused = await assent(await signingTokenFor(t, partner.email!), 'Sofi');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ASSENT_ONLY_FOR_FAMILIES_MESSAGE);
  });
});
