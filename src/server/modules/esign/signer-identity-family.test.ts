import { eq } from 'drizzle-orm';
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
  latestMailTo,
  newConnection,
  openSigningLink,
  signingTokenFor,
  signWith,
  typedSignature,
  type Connection,
} from '../../../../tests/esign-test-helpers.ts';
import type { EnvelopeStatusDto, SigningViewDto } from '../../../domain/esign/dtos.ts';
import { IDENTITY_NEEDED_MESSAGE } from '../../../domain/esign/signer-identity.ts';
import { createTemplate } from '../../demo/factories.ts';
import { signatureRequests } from './esign.table.ts';

/**
 * A family's enrollment agreement may ask the guardians for a mailed code too (ADR 049): the
 * learner's assent, given on a guardian's page, waits for that guardian's code like the signature.
 */
setUpAdmissionsApp();

const as = (connection: Connection) => ({
  remoteAddress: connection.ip,
  headers: { 'user-agent': connection.userAgent },
});

describe("a family's agreement that asks for a mailed code", () => {
  it('holds the assent and the signature until the guardian confirms the code', async () => {
    const group = await setSeats(1);
    const [entryId] = await families(1, { language: 'es' });
    expect((await offerNext(group.id, 1)).statusCode).toBe(201);
    expect((await answer(await offerTokenOf(entryId!), 'accept')).statusCode).toBe(200);
    const template = await createTemplate(t.db, {
      name: 'Contrato',
      content: 'CONTRATO\n\n[GUARDIANS] inscriben a [LEARNER] en [CAMPUS].',
    });
    const mother = { name: 'Ana López', email: 'ana-code@familia.example.org', language: 'es' };
    const sent = await api('POST', `/api/admissions/entries/${entryId}/enrollment-agreement`, {
      templateId: template.id,
      guardians: [mother],
      identityCheck: 'email-code',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const envelope = sent.json() as EnvelopeStatusDto;
    expect(envelope.identityCheck).toBe('email-code');

    const token = await signingTokenFor(t, mother.email);
    const guardian = newConnection();
    const view = (await openSigningLink(t, token, guardian)).json() as SigningViewDto;
    expect(view).toMatchObject({
      canSign: true,
      identity: { required: true, verified: false },
      family: { canAssent: false, assent: null },
    });
    const assent = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/sign/${token}/assent`,
        payload: { learnerName: 'Sofi', language: 'es' },
        ...as(guardian),
      });
    const early = await assent();
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: IDENTITY_NEEDED_MESSAGE });

    const mailed = await t.app.inject({
      method: 'POST',
      url: `/api/sign/${token}/identity-code`,
      ...as(guardian),
    });
    expect(mailed.statusCode, mailed.body).toBe(202);
    const mail = await latestMailTo(t, mother.email, 'Su código para firmar');
    const code = /^(\d{6})$/m.exec(mail.text)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/sign/${token}/identity-code/check`,
      payload: { code },
      ...as(guardian),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      identity: { verified: true, method: 'email-code' },
      family: { canAssent: true },
    });

    expect((await assent()).statusCode).toBe(200);
    const signed = await signWith(t, token, guardian, typedSignature('Ana López'));
    expect(signed.statusCode, signed.body).toBe(200);
    const [request] = await t.db
      .select({ status: signatureRequests.status })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, envelope.envelopeId!));
    expect(request!.status).toBe('completed');
  });
});
