import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  declineWith,
  newConnection,
  openSigningLink,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../tests/esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import type { SigningViewDto } from '../../domain/esign/dtos.ts';
import { createDocument, createPartner } from '../demo/factories.ts';

/**
 * A signing link acts on its own request only. The signing routes take the token alone (no
 * request id a caller could swap), so the property is: whatever token A does — view, sign,
 * decline, download — request B is untouched and never shown. Link kinds do not mix either:
 * a share or status token is no signing token, and the reverse.
 */
let t: TestApp;
let headers: Record<string, string>;
const requests: Record<'A' | 'B', { documentId: string; token: string }> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  for (const name of ['A', 'B'] as const) {
    const partner = await createPartner(t.db, { email: `signer-${name}@example.org` });
    const document = await createDocument(t.db, {
      partnerId: partner.id,
      title: `Agreement ${name}`,
      content: `Terms of agreement ${name}.`,
    });
    expect((await sendForSignature(t, headers, document.id)).statusCode).toBe(201);
    requests[name] = {
      documentId: document.id,
      token: await signingTokenFor(t, `signer-${name}@example.org`),
    };
  }
});
afterAll(() => t.close());

const viewOf = async (token: string) =>
  (await openSigningLink(t, token, newConnection())).json() as SigningViewDto & {
    document?: { title: string };
  };
const documentStatus = async (documentId: string) =>
  (await t.app.inject({ url: `/api/documents/${documentId}`, headers })).json().status;

describe('a signing token of request A', () => {
  it('shows agreement A, never B', async () => {
    const response = await openSigningLink(t, requests.A.token, newConnection());
    expect(response.json()).toMatchObject({ canSign: true, document: { title: 'Agreement A' } });
    expect(response.body).not.toContain('agreement B');
  });

  it('signs request A only, and then downloads the copy of A only', async () => {
    const signed = await signWith(t, requests.A.token, newConnection(), typedSignature('Ann A'));
    expect(signed.statusCode).toBe(200);
    expect(await documentStatus(requests.A.documentId)).toBe('completed');
    expect(await documentStatus(requests.B.documentId)).toBe('pending');
    expect(await viewOf(requests.B.token)).toMatchObject({ canSign: true });

    const copy = await t.app.inject(`/api/sign/${requests.A.token}/download`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-disposition']).toContain('Agreement_A');
    expect((await t.app.inject(`/api/sign/${requests.B.token}/download`)).statusCode).not.toBe(200);
  });

  it('cannot decline or sign again once used, and B declines only B', async () => {
    const againA = await declineWith(t, requests.A.token, newConnection(), 'Changed my mind');
    expect(againA.statusCode).toBeGreaterThanOrEqual(400);
    expect(await documentStatus(requests.A.documentId)).toBe('completed');

    const declinedB = await declineWith(t, requests.B.token, newConnection(), 'Wrong terms');
    expect(declinedB.statusCode).toBe(200);
    expect(await viewOf(requests.B.token)).toMatchObject({
      canSign: false,
      reasonCode: 'declined',
    });
    expect(await documentStatus(requests.A.documentId)).toBe('completed');
  });
});

describe('link kinds do not mix', () => {
  it('refuses a share token on the signing routes and a signing token on the shared view', async () => {
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${requests.A.documentId}/share`,
      headers,
      payload: { accessLevel: 'edit', expiresAt: null },
    });
    const { shareToken } = share.json() as { shareToken: string };
    expect((await openSigningLink(t, shareToken, newConnection())).statusCode).toBe(404);
    const signAttempt = await signWith(t, shareToken, newConnection(), typedSignature('Eve'));
    expect(signAttempt.statusCode).toBe(404);
    for (const token of [requests.A.token, requests.B.token]) {
      expect((await t.app.inject(`/api/shared/${token}`)).statusCode).toBe(404);
      expect((await t.app.inject(`/api/waiting-list/status/${token}`)).statusCode).toBe(404);
    }
  });
});
