import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ShareLinkDto, SharedDocumentDto } from '../src/domain/sharing/dtos.ts';
import { VISITOR_PASS_HEADER, type VisitorPassDto } from '../src/domain/sharing/link-protection.ts';
import type { CreateShareInput } from '../src/domain/sharing/schemas.ts';
import { createDocument } from '../src/server/demo/factories.ts';
import { outbox } from '../src/server/modules/mail/mail.table.ts';
import type { TestApp } from './test-app.ts';

/**
 * What the protected-link tests share (ADR 049): making a link through the share dialog's route,
 * and the visitor's requests, each from an address of its own so that one test's wrong codes do
 * not fill another's per-network counter.
 */
let networkCounter = 0;
/** A fresh IPv4 address: codes are counted per network, and an IPv4 address is one network. */
export const newNetwork = () => {
  networkCounter += 1;
  return `198.51.${Math.floor(networkCounter / 250)}.${(networkCounter % 250) + 1}`;
};

type Visit = { pass?: string | null; ip?: string; headers?: Record<string, string> };

const visitHeaders = (visit: Visit) => ({
  ...(visit.pass ? { [VISITOR_PASS_HEADER]: visit.pass } : {}),
  ...visit.headers,
});

export function protectedLinksKit(t: TestApp, staffHeaders: () => Record<string, string>) {
  async function share(documentId: string, body: CreateShareInput = {}): Promise<ShareLinkDto> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${documentId}/share`,
      headers: staffHeaders(),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ShareLinkDto;
  }

  /** A new document and a link to it with these protections. */
  async function newLink(body: CreateShareInput = {}, title?: string) {
    const document = await createDocument(t.db, title ? { title } : {});
    return { document, link: await share(document.id, body) };
  }

  const view = (token: string, visit: Visit = {}) =>
    t.app.inject({
      url: `/api/shared/${token}`,
      remoteAddress: visit.ip,
      headers: visitHeaders(visit),
    });

  async function viewOk(token: string, visit: Visit = {}): Promise<SharedDocumentDto> {
    const response = await view(token, visit);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SharedDocumentDto;
  }

  const post = (url: string, payload: object | undefined, visit: Visit = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: visit.ip,
      headers: visitHeaders(visit),
      ...(payload ? { payload } : {}),
    });

  const gate = (token: string, visit: Visit = {}) =>
    t.app.inject({ url: `/api/shared/${token}/gate`, headers: visitHeaders(visit) });

  const sendPasscode = (token: string, passcode: string, visit: Visit = {}) =>
    post(`/api/shared/${token}/passcode`, { passcode }, visit);

  // The test clock stands still; a millisecond apart, the newest code mail is the latest one.
  function askCode(token: string, email: string, visit: Visit & { language?: 'en' | 'es' } = {}) {
    t.clock.advance(1);
    const language = visit.language ? { language: visit.language } : {};
    return post(`/api/shared/${token}/email-code`, { email, ...language }, visit);
  }

  const checkCode = (token: string, email: string, code: string, visit: Visit = {}) =>
    post(`/api/shared/${token}/email-code/check`, { email, code }, visit);

  const heartbeat = (token: string, visit: Visit = {}) =>
    post(`/api/shared/${token}/heartbeat`, undefined, visit);

  /** The newest code mail to `email`, and the code on its own line. */
  async function latestCodeMail(email: string) {
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.relatedEntity, 'share_link')))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(1);
    expect(mail, `a mail to ${email}`).toBeDefined();
    const code = /^(\d{6})$/m.exec(mail!.text)?.[1];
    expect(code, mail!.text).toBeDefined();
    return { mail: mail!, code: code! };
  }

  /** Asks for a code, reads it from the outbox and checks it: the pass of a proved address. */
  async function proveEmail(token: string, email: string, visit: Visit = {}) {
    const asked = await askCode(token, email, visit);
    expect(asked.statusCode, asked.body).toBe(202);
    const { code } = await latestCodeMail(email);
    const checked = await checkCode(token, email, code, visit);
    expect(checked.statusCode, checked.body).toBe(200);
    return (checked.json() as VisitorPassDto).visitorPass;
  }

  return {
    share,
    newLink,
    view,
    viewOk,
    gate,
    sendPasscode,
    askCode,
    checkCode,
    heartbeat,
    latestCodeMail,
    proveEmail,
  };
}
