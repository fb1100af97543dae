import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import { MAX_DOCUMENT_CONTENT_LENGTH } from '../../../domain/templates/templates.ts';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import { createDocument, createTemplate as insertTemplate } from '../../demo/factories.ts';
import { ndaDocuments } from '../documents/public.ts';
import { ndaTemplates } from './templates.table.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t)).headers;
});
afterAll(() => t.close());

/** The database allows one default at a time, so a new fixture default replaces any earlier one. */
async function insertDefaultTemplate() {
  await t.db.update(ndaTemplates).set({ isDefault: false }).where(eq(ndaTemplates.isDefault, true));
  return insertTemplate(t.db, { isDefault: true });
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const auditOf = async (entityId: string) =>
  (await api('GET', `/api/audit?entity=template&entityId=${entityId}`)).json();
const defaultIds = async () =>
  (await t.db.select().from(ndaTemplates).where(eq(ndaTemplates.isDefault, true))).map(
    (row) => row.id,
  );

describe('GET /api/templates', () => {
  it('lists the default template first, then the others by name', async () => {
    await insertTemplate(t.db, { name: 'zebra terms' });
    const chosen = await insertTemplate(t.db, { name: 'Mutual', isDefault: true });
    await insertTemplate(t.db, { name: 'Apple terms' });
    const response = await api('GET', '/api/templates');
    expect(response.statusCode).toBe(200);
    const names = (response.json() as TemplateDto[]).map((template) => template.name);
    expect(names[0]).toBe(chosen.name);
    expect(names.indexOf('Apple terms')).toBeLessThan(names.indexOf('zebra terms'));
  });
});

describe('POST /api/templates', () => {
  it('creates a template (not the default unless asked), answers 201 and records it', async () => {
    const response = await api('POST', '/api/templates', {
      name: '  Research NDA ',
      content: 'Between [COMPANY] and [PARTNER].',
    });
    expect(response.statusCode).toBe(201);
    const template = response.json() as TemplateDto;
    expect(template).toEqual({
      id: expect.any(String),
      name: 'Research NDA',
      content: 'Between [COMPANY] and [PARTNER].',
      isDefault: false,
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await auditOf(template.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        details: { name: 'Research NDA', isDefault: false, clearedDefaultOf: [] },
      }),
    ]);
  });

  it('a new default template takes the flag from the old one in the same change', async () => {
    const old = await insertDefaultTemplate();
    const response = await api('POST', '/api/templates', {
      name: 'New default',
      content: 'Text',
      isDefault: true,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as TemplateDto;
    expect(await defaultIds()).toEqual([created.id]);
    const [entry] = await auditOf(created.id);
    expect(entry.details.clearedDefaultOf).toContain(old.id);
  });

  it('answers 400 with a message per field for missing, blank or too long values', async () => {
    const missing = await api('POST', '/api/templates', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      name: ['Enter a template name'],
      content: ['Enter the template text'],
    });
    const blank = await api('POST', '/api/templates', { name: ' ', content: '\n' });
    expect(blank.json().fieldErrors).toEqual({
      name: ['Enter a template name'],
      content: ['Enter the template text'],
    });
    const tooLong = await api('POST', '/api/templates', {
      name: 'n'.repeat(201),
      content: 'c'.repeat(MAX_DOCUMENT_CONTENT_LENGTH + 1),
      isDefault: 'yes',
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fieldErrors).sort()).toEqual([
      'content',
      'isDefault',
      'name',
    ]);
    expect(tooLong.json().fieldErrors.name).toEqual(['Keep a template name under 201 characters']);
  });
});

describe('PATCH /api/templates/:id', () => {
  it('saves an edit and records the changed fields', async () => {
    const template = await insertTemplate(t.db);
    t.clock.advance(60_000);
    const response = await api('PATCH', `/api/templates/${template.id}`, {
      content: 'New text for [PARTNER].',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: template.id,
      name: template.name,
      content: 'New text for [PARTNER].',
      isDefault: false,
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await auditOf(template.id)).toEqual([
      expect.objectContaining({ action: 'update', details: { fields: ['content'] } }),
    ]);
  });

  it('making a template the default clears every other default', async () => {
    const first = await insertDefaultTemplate();
    const second = await insertTemplate(t.db);
    const response = await api('PATCH', `/api/templates/${second.id}`, { isDefault: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().isDefault).toBe(true);
    expect(await defaultIds()).toEqual([second.id]);
    const [entry] = await auditOf(second.id);
    expect(entry).toMatchObject({ action: 'set-default', details: { fields: ['isDefault'] } });
    expect(entry.details.clearedDefaultOf).toContain(first.id);
    // Asking again changes nothing and records nothing.
    await api('PATCH', `/api/templates/${second.id}`, { isDefault: true });
    expect(await auditOf(second.id)).toHaveLength(1);
  });

  it('two admins choosing different defaults at the same moment end with exactly one', async () => {
    for (let round = 0; round < 5; round++) {
      const candidates = await Promise.all([1, 2, 3, 4, 5, 6].map(() => insertTemplate(t.db)));
      const answers = await Promise.all(
        candidates.map((candidate) =>
          api('PATCH', `/api/templates/${candidate.id}`, { isDefault: true }),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      const winners = await defaultIds();
      expect(winners).toHaveLength(1);
      expect(candidates.map((candidate) => candidate.id)).toContain(winners[0]);
    }
  });

  it('two new default templates created at the same moment end with exactly one default', async () => {
    const answers = await Promise.all(
      [1, 2].map((n) =>
        api('POST', '/api/templates', { name: `Race ${n}`, content: 'Text', isDefault: true }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await defaultIds()).toHaveLength(1);
  });

  it('unsetting the default leaves no default', async () => {
    const only = await insertTemplate(t.db);
    await api('PATCH', `/api/templates/${only.id}`, { isDefault: true });
    const response = await api('PATCH', `/api/templates/${only.id}`, { isDefault: false });
    expect(response.json().isDefault).toBe(false);
    expect(await defaultIds()).toEqual([]);
  });

  it('answers 400 for a blank name or content and 404 for an unknown id', async () => {
    const template = await insertTemplate(t.db);
    const blank = await api('PATCH', `/api/templates/${template.id}`, { name: '', content: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({
      name: ['Enter a template name'],
      content: ['Enter the template text'],
    });
    const unknown = await api('PATCH', `/api/templates/${UNKNOWN_ID}`, { name: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Template was not found. It may have been deleted.',
    });
  });
});

describe('DELETE /api/templates/:id', () => {
  it('deletes the template; documents made from it keep their text', async () => {
    const template = await insertTemplate(t.db, { name: 'Retired template' });
    const document = await createDocument(t.db, {
      templateId: template.id,
      content: template.content,
    });
    const response = await api('DELETE', `/api/templates/${template.id}`);
    expect(response.statusCode).toBe(204);
    const list = (await api('GET', '/api/templates')).json() as TemplateDto[];
    expect(list.map((item) => item.id)).not.toContain(template.id);
    const [kept] = await t.db.select().from(ndaDocuments).where(eq(ndaDocuments.id, document.id));
    expect(kept).toMatchObject({ templateId: null, content: template.content });
    expect(await auditOf(template.id)).toEqual([
      expect.objectContaining({
        action: 'delete',
        details: { name: 'Retired template', wasDefault: false },
      }),
    ]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api('DELETE', `/api/templates/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await api('DELETE', '/api/templates/123')).statusCode).toBe(400);
  });
});

describe('the database itself', () => {
  it('refuses a second default template, whoever writes it', async () => {
    await t.db
      .update(ndaTemplates)
      .set({ isDefault: false })
      .where(eq(ndaTemplates.isDefault, true));
    await insertDefaultTemplate();
    await expect(insertTemplate(t.db, { isDefault: true })).rejects.toThrow();
    expect(await defaultIds()).toHaveLength(1);
  });
});
