import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  familyPapersOf,
  pdfSample,
  removeFamilyPaper,
  uploadPaper,
} from '../../../../tests/paper-samples.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  bridgeForm,
  k12Form,
  mailsOf,
  nextAddress,
  statusTokenOf,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';
import * as en from '../../../domain/content/family-papers.ts';
import type { AuditEntryDto } from '../../../domain/audit/dtos.ts';
import { auditLog } from '../audit/audit.table.ts';
import { familyPapers } from './family-papers.table.ts';

/**
 * Staff read a family's papers on the entry page: each opening is audited like a look at the
 * student's needs (who, which entry, which paper, how big, never the content); a reviewed paper
 * stays; asking for a paper mails the family in their language with a new link.
 */
let t: TestApp;
let admissions: Awaited<ReturnType<typeof signInAsNewAdmin>>;
let fundraiser: Awaited<ReturnType<typeof signInAsNewAdmin>>;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://novalearn.example.org' });
  owner = (await signInAsNewAdmin(t)).headers;
  admissions = await signInAsNewAdmin(t, { roles: ['admissions'] });
  fundraiser = await signInAsNewAdmin(t, { roles: ['fundraising'] });
});
afterAll(() => t.close());

async function familyWithPaper(form = k12Form()) {
  const response = await submitForm(t, form);
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as string;
  const token = await statusTokenOf(t, id);
  t.clock.advance(1000);
  const data = await pdfSample();
  const uploaded = await uploadPaper(t, token, { name: `${form.firstName} IEP.pdf`, data }, 'iep');
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { id, token, data, paperId: uploaded.json().id as string };
}

const staff = (
  method: 'GET' | 'POST',
  url: string,
  headers = admissions.headers,
  payload?: object,
) => {
  t.clock.advance(1000);
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
};

describe('staff read the papers', () => {
  it('lists them without the files, and opens one as an attachment of its stored type', async () => {
    const { id, data, paperId } = await familyWithPaper(k12Form({ firstName: 'Quintessa' }));
    const list = await staff('GET', `/api/waiting-list/${id}/papers`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: paperId,
        kind: 'iep',
        filename: 'Quintessa IEP.pdf',
        mimeType: 'application/pdf',
        size: data.byteLength,
        reviewedAt: null,
        reviewedByName: null,
      }),
    ]);

    const opened = await staff('GET', `/api/waiting-list/${id}/papers/${paperId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(
      /^attachment; filename="Quintessa IEP.pdf"/,
    );
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(Buffer.from(opened.rawPayload)).toEqual(Buffer.from(data));
  });

  it('audits each opening: who, which entry, which paper, its size; never its name or content', async () => {
    const { id, data, paperId } = await familyWithPaper(k12Form({ firstName: 'Okonkwo' }));
    await staff('GET', `/api/waiting-list/${id}/papers/${paperId}`);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'open'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.at));
    expect(row).toMatchObject({
      actorId: admissions.user.id,
      actorName: admissions.user.name,
      entity: 'waiting_list',
      entityId: id,
      details: { paperId, kind: 'iep', mimeType: 'application/pdf', bytes: data.byteLength },
      at: t.clock.now(),
    });
    const everything = JSON.stringify(
      await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)),
    );
    expect(everything).not.toContain('Okonkwo');
    expect(everything).not.toContain(Buffer.from(data).toString('base64').slice(0, 40));
    // A look, not a change: the entry's history leaves it out, the owner's audit page has it.
    const history = await t.app.inject({
      url: `/api/audit?entity=waiting_list&entityId=${id}&changesOnly=true`,
      headers: owner,
    });
    expect((history.json() as AuditEntryDto[]).map((entry) => entry.action)).toEqual([
      'add-paper',
      'create',
    ]);
  });

  it('answers 404 for a paper of another entry, and 403 for staff without admissions', async () => {
    const first = await familyWithPaper();
    const second = await familyWithPaper();
    const crossed = await staff('GET', `/api/waiting-list/${first.id}/papers/${second.paperId}`);
    expect(crossed.statusCode).toBe(404);
    const forbidden = await staff(
      'GET',
      `/api/waiting-list/${first.id}/papers/${first.paperId}`,
      fundraiser.headers,
    );
    expect(forbidden.statusCode).toBe(403);
    const unsigned = await t.app.inject({ url: `/api/waiting-list/${first.id}/papers` });
    expect(unsigned.statusCode).toBe(401);
  });

  it('opens a paper whose name has any characters, under that name', async () => {
    const response = await submitForm(t, k12Form());
    const id = response.json().id as string;
    const token = await statusTokenOf(t, id);
    const name = 'Evaluación de Ana’s 文件.pdf';
    const uploaded = await uploadPaper(t, token, { name, data: await pdfSample() });
    expect(uploaded.json().filename).toBe(name);
    const opened = await staff('GET', `/api/waiting-list/${id}/papers/${uploaded.json().id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-disposition']).toBe(
      `attachment; filename="Evaluaci_n de Ana_s __.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });
});

describe('marking a paper reviewed', () => {
  it('records who, and from then on the family cannot remove it (409)', async () => {
    const { id, token, paperId } = await familyWithPaper();
    const reviewed = await staff('POST', `/api/waiting-list/${id}/papers/${paperId}/review`);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({
      reviewedAt: t.clock.now().toISOString(),
      reviewedByName: admissions.user.name,
    });
    // Marking again changes nothing.
    const again = await staff('POST', `/api/waiting-list/${id}/papers/${paperId}/review`);
    expect(again.json().reviewedAt).toBe(reviewed.json().reviewedAt);

    const removal = await removeFamilyPaper(t, token, paperId);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe(en.PAPER_MESSAGES.alreadyReviewed);
    expect(await t.db.select().from(familyPapers).where(eq(familyPapers.id, paperId))).toHaveLength(
      1,
    );
    expect((await familyPapersOf(t, token)).json().papers[0].isReviewed).toBe(true);

    const reviews = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review-paper'), eq(auditLog.entityId, id)));
    expect(reviews).toEqual([
      expect.objectContaining({ actorId: admissions.user.id, details: { paperId, kind: 'iep' } }),
    ]);
  });
});

describe('asking the family for a paper', () => {
  it('mails a Spanish family in Spanish with a new link; the old link stops working', async () => {
    const { id, token: oldToken } = await familyWithPaper(
      bridgeForm({ language: 'es', firstName: 'Mateo' }),
    );
    const asked = await staff(
      'POST',
      `/api/waiting-list/${id}/paper-requests`,
      admissions.headers,
      {
        kind: '504-plan',
        note: 'La copia más reciente, por favor.',
      },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ delivery: 'no-mail-server' });

    const mail = (await mailsOf(t, id)).at(-1)!;
    expect(mail.subject).toBe(
      'Por favor, envíenos un documento para el Campus Bridge (Nexus STEM College)',
    );
    expect(mail.text).toContain('Nos falta un documento: Plan 504.');
    expect(mail.text).toContain('La copia más reciente, por favor.');
    expect(mail.text).toContain('Los enlaces que le enviamos antes ya no funcionan.');
    const link = /https:\/\/novalearn\.example\.org\/es\/waiting-list\/status\/([\w-]{43})\n/.exec(
      mail.text,
    );
    expect(link, mail.text).not.toBeNull();
    const newToken = link![1]!;

    const opened = await t.app.inject({
      url: `/api/waiting-list/status/${newToken}`,
      remoteAddress: nextAddress(),
    });
    expect(opened.statusCode).toBe(200);
    expect((await familyPapersOf(t, newToken)).json().papers).toHaveLength(1);
    const old = await t.app.inject({
      url: `/api/waiting-list/status/${oldToken}`,
      remoteAddress: nextAddress(),
    });
    expect(old.statusCode).toBe(404);
    expect((await familyPapersOf(t, oldToken)).statusCode).toBe(404);

    // In the entry's history with its mail; the note's text stays out of the audit log.
    const history = await t.app.inject({
      url: `/api/audit?entity=waiting_list&entityId=${id}&changesOnly=true`,
      headers: owner,
    });
    const [latest] = history.json() as AuditEntryDto[];
    expect(latest).toMatchObject({
      action: 'ask-for-paper',
      actorName: admissions.user.name,
      details: {
        kind: '504-plan',
        withNote: true,
        mails: [{ outboxId: mail.id, to: mail.to, subject: mail.subject }],
      },
    });
    expect(JSON.stringify(latest)).not.toContain('reciente');
  });

  it('refuses an unknown kind with 400 and a closed application with 409', async () => {
    const { id, token } = await familyWithPaper();
    const unknown = await staff(
      'POST',
      `/api/waiting-list/${id}/paper-requests`,
      admissions.headers,
      {
        kind: 'report-card',
      },
    );
    expect(unknown.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: `/api/waiting-list/status/${token}/withdraw`,
      remoteAddress: nextAddress(),
    });
    const closed = await staff(
      'POST',
      `/api/waiting-list/${id}/paper-requests`,
      admissions.headers,
      {
        kind: 'iep',
      },
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/withdrawn or closed/);
  });
});

describe('forgetting an entry', () => {
  it('deletes its papers with it', async () => {
    const { id } = await familyWithPaper();
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(familyPapers)
          .where(eq(familyPapers.entryId, id))
      )[0]!.n;
    expect(await count()).toBe(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/waiting-list/${id}`,
      headers: admissions.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await count()).toBe(0);
  });
});

describe('the API description', () => {
  it('documents the papers routes, the file answer with each stored type', async () => {
    const docs = await t.app.inject({ url: '/api/openapi.json', headers: owner });
    expect(docs.statusCode, docs.body).toBe(200);
    const paths = docs.json().paths as Record<string, Record<string, { responses: object }>>;
    const open = paths['/api/waiting-list/{id}/papers/{paperId}']!.get!;
    expect(
      Object.keys((open.responses as Record<string, { content: object }>)['200']!.content),
    ).toContain('image/heic');
    expect(paths['/api/waiting-list/status/{token}/papers']).toHaveProperty('post');
  });
});
