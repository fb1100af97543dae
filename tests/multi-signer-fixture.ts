import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { DocumentDto } from '../src/domain/documents/dtos.ts';
import type { EnvelopeStatusDto } from '../src/domain/esign/dtos.ts';
import { createDocument, createPartner } from '../src/server/demo/factories.ts';
import { outbox } from '../src/server/modules/mail/mail.table.ts';
import {
  ORGANISATION_NAME_KEY,
  writeSetting,
} from '../src/server/modules/settings/settings.service.ts';
import { sendForSignature } from './esign-test-helpers.ts';
import { createTestApp, signInAsNewAdmin, TEST_PASSWORD, type TestApp } from './test-app.ts';

export const DAY_MS = 86_400_000;

/** What the multi-signer tests share; filled in before each test runs. */
export interface MultiSignerWorld {
  t: TestApp;
  headers: Record<string, string>;
  admin: { name: string; email: string; username: string };
  /** A member of staff of its own per test, so each test reads only its own mails. */
  countersigner: { id: string; name: string; email: string };
  /** The clock at the start; each test may move it by days and gets it back afterwards. */
  start: Date;
}

/**
 * Several recipients per envelope (ADR 020): one app for the file, signed in as
 * an admin of "NovaLearn", and the steps an envelope's life is made of.
 */
export function useMultiSignerWorld() {
  const world = {} as MultiSignerWorld;
  beforeAll(async () => {
    world.t = await createTestApp({ PUBLIC_URL: 'https://nda.example.org' });
    const signedIn = await signInAsNewAdmin(world.t);
    world.headers = signedIn.headers;
    world.admin = signedIn.user;
    world.start = world.t.clock.now();
    await writeSetting({
      db: world.t.db,
      key: ORGANISATION_NAME_KEY,
      value: 'NovaLearn',
      now: world.start,
    });
  });
  beforeEach(async () => {
    world.countersigner = (await signInAsNewAdmin(world.t, { roles: ['partnerships'] })).user;
  });
  afterEach(() => world.t.clock.set(world.start));
  afterAll(() => world.t.close());

  const atDay = (day: number) => world.t.clock.set(new Date(world.start.getTime() + day * DAY_MS));

  let counter = 0;
  /** A fresh NDA for a partner of its own, sent with the given options. */
  async function sendNew(options: object = {}) {
    counter += 1;
    const partner = await createPartner(world.t.db, {
      companyName: `Bayou Robotics ${counter}`,
      contactName: `Dana Ortiz ${counter}`,
      email: `dana${counter}@bayou.example.org`,
    });
    const document = await createDocument(world.t.db, {
      partnerId: partner.id,
      title: `Joint NDA ${counter}`,
    });
    const sent = await sendForSignature(world.t, world.headers, document.id, {
      countersignerId: world.countersigner.id,
      ...options,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return { partner, document, envelope: sent.json() as EnvelopeStatusDto };
  }
  /** An address no earlier test has used, for a CC recipient. */
  const newCcAddress = (name: string) => `${name}${counter + 1}@bayou.example.org`;

  const mailsTo = (to: string) => world.t.db.select().from(outbox).where(eq(outbox.to, to));
  const invitationsTo = async (to: string) =>
    (await mailsTo(to)).filter((mail) => /\/sign\/[A-Za-z0-9_-]{43}/.test(mail.text));
  /** The admin's session, renewed: these tests move the clock by days, past its idle limit. */
  async function freshHeaders() {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: world.admin.username, password: TEST_PASSWORD },
    });
    return { authorization: `Bearer ${(response.json() as { token: string }).token}` };
  }
  const getDocument = async (id: string) =>
    (
      await world.t.app.inject({ url: `/api/documents/${id}`, headers: await freshHeaders() })
    ).json() as DocumentDto;
  const statusOf = async (documentId: string) =>
    (
      await world.t.app.inject({
        url: `/api/docusign/status/${documentId}`,
        headers: await freshHeaders(),
      })
    ).json() as EnvelopeStatusDto;

  return {
    world,
    atDay,
    sendNew,
    newCcAddress,
    mailsTo,
    invitationsTo,
    freshHeaders,
    getDocument,
    statusOf,
  };
}

export const recipientStatuses = (envelope: EnvelopeStatusDto) =>
  envelope.recipients.map(
    (recipient) => `${recipient.role} ${recipient.email}: ${recipient.status}`,
  );
