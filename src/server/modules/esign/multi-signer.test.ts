import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  newConnection,
  sendForSignature,
  signingTokenFor,
  signWith,
  typedSignature,
} from '../../../../tests/esign-test-helpers.ts';
import { useMultiSignerWorld } from '../../../../tests/multi-signer-fixture.ts';
import { signInAsNewAdmin } from '../../../../tests/test-app.ts';
import {
  COUNTERSIGNER_IS_SIGNER_MESSAGE,
  COUNTERSIGNER_UNKNOWN_MESSAGE,
} from '../../../domain/esign/schemas.ts';
import type { CountersignerDto } from '../../../domain/esign/dtos.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { users } from '../auth/auth.table.ts';

/**
 * Several recipients per envelope (ADR 020): who may countersign, signers all at
 * once, and the CC list. Signers in turn are in multi-signer-sequential.test.ts.
 */
const { world, sendNew, getDocument } = useMultiSignerWorld();

describe('GET /api/docusign/countersigners', () => {
  it('lists active staff with their name and address only', async () => {
    const { t, headers, countersigner } = world;
    const response = await t.app.inject({ url: '/api/docusign/countersigners', headers });
    expect(response.statusCode).toBe(200);
    const list = response.json() as CountersignerDto[];
    expect(list).toContainEqual({
      id: countersigner.id,
      name: countersigner.name,
      email: countersigner.email,
    });
    expect(Object.keys(list[0]!).sort()).toEqual(['email', 'id', 'name']);
  });
});

describe('signers all at once', () => {
  it('sends both links at once; either may sign first; the last signature completes', async () => {
    const { t, countersigner } = world;
    const { partner, document, envelope } = await sendNew({ signingOrder: 'parallel' });
    expect(
      envelope.recipients.map((recipient) => [recipient.routingOrder, recipient.status]),
    ).toEqual([
      [1, 'sent'],
      [1, 'sent'],
    ]);
    const counterToken = await signingTokenFor(t, countersigner.email);
    const counterSigned = await signWith(t, counterToken, newConnection(), typedSignature('Grace'));
    expect(counterSigned.json()).toMatchObject({ reasonCode: 'awaiting-others' });
    const partnerToken = await signingTokenFor(t, partner.email!);
    const partnerSigned = await signWith(t, partnerToken, newConnection(), typedSignature('Dana'));
    expect(partnerSigned.json()).toMatchObject({ status: 'completed' });
    expect((await getDocument(document.id)).status).toBe('completed');
  });
});

describe('choosing the people', () => {
  it('refuses a countersigner who is not an active staff member, or who is the signer', async () => {
    const { t, headers, countersigner } = world;
    const partner = await createPartner(t.db, { email: 'same@example.org' });
    const document = await createDocument(t.db, { partnerId: partner.id });
    const unknown = await sendForSignature(t, headers, document.id, {
      countersignerId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      countersignerId: [COUNTERSIGNER_UNKNOWN_MESSAGE],
    });

    const inactive = await signInAsNewAdmin(t, { roles: ['partnerships'] });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));
    const refused = await sendForSignature(t, headers, document.id, {
      countersignerId: inactive.user.id,
    });
    expect(refused.json().fieldErrors).toEqual({
      countersignerId: [COUNTERSIGNER_UNKNOWN_MESSAGE],
    });

    const itself = await sendForSignature(t, headers, document.id, {
      signerEmail: countersigner.email.toUpperCase(),
      countersignerId: countersigner.id,
    });
    expect(itself.statusCode).toBe(400);
    expect(itself.json().fieldErrors).toEqual({
      countersignerId: [COUNTERSIGNER_IS_SIGNER_MESSAGE],
    });
    // Nothing was sent by the refused attempts.
    expect((await getDocument(document.id)).status).toBe('draft');
  });

  it('sends one copy per address, however it was typed', async () => {
    const { envelope } = await sendNew({
      countersignerId: null,
      ccEmails: ['Board@example.org', 'board@example.org', 'audit@example.org'],
    });
    expect(envelope.recipients.map((recipient) => `${recipient.role} ${recipient.email}`)).toEqual([
      `signer ${envelope.signerEmail}`,
      'cc Board@example.org',
      'cc audit@example.org',
    ]);
    expect(envelope.recipients.map((recipient) => recipient.routingOrder)).toEqual([1, 2, 2]);
  });
});
