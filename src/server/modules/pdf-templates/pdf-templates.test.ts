import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { degrees, PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import {
  MAX_TEMPLATE_PAGES,
  MAX_TEMPLATE_UPLOAD_BYTES,
  TEMPLATE_ENCRYPTED_MESSAGE,
  TEMPLATE_NOT_A_PDF_MESSAGE,
  TEMPLATE_NOT_FOUND_MESSAGE,
  TEMPLATE_TOO_LARGE_MESSAGE,
  TEMPLATE_TOO_MANY_PAGES_MESSAGE,
  type PdfTemplateDto,
  type PdfTemplateSummaryDto,
} from '../../../domain/esign/pdf-templates.ts';
import {
  fieldOutsidePageMessage,
  type PlacedFieldInput,
} from '../../../domain/esign/placed-fields.ts';
import {
  TEMPLATE_ALREADY_SIGNED_MESSAGE,
  TEMPLATE_PAGE_TOO_LARGE_MESSAGE,
  TEMPLATE_SCALED_PAGES_MESSAGE,
} from './read-template-pdf.task.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInAsNewAdmin(t, { roles: ['partnerships'] })).headers;
});
afterAll(() => t.close());

/**
 * Three pages as a hospital's paperwork comes: Letter, an A4 page turned on its side (/Rotate
 * 90) and a small page whose CropBox shows only part of it.
 */
async function paperwork(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  pdf.addPage([595.28, 841.89]).setRotation(degrees(90));
  pdf.addPage([300, 400]).setCropBox(10, 20, 200, 300);
  return pdf.save();
}

async function pdfOfPages(sizes: [number, number][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const size of sizes) pdf.addPage(size);
  return pdf.save();
}

/** Each page's viewport at scale 1 in pdf.js, which draws the pages in the editor. */
async function viewportsOf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  const boxes = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const { width, height } = (await pdf.getPage(number)).getViewport({ scale: 1 });
    boxes.push({ width, height });
  }
  await pdf.destroy();
  return boxes;
}

/** The same file locked with qpdf: with a password to open it, or only against changes. */
function encrypted(bytes: Uint8Array, userPassword: string): Uint8Array {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-template-'));
  try {
    writeFileSync(join(folder, 'in.pdf'), bytes);
    execFileSync('qpdf', [
      '--encrypt',
      userPassword,
      'owner-secret',
      '256',
      '--modify=none',
      '--',
      join(folder, 'in.pdf'),
      join(folder, 'out.pdf'),
    ]);
    return readFileSync(join(folder, 'out.pdf'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Posts a form exactly as a browser encodes it. */
async function upload(
  data: Uint8Array,
  options: { filename?: string; name?: string; as?: Record<string, string> } = {},
) {
  const form = new FormData();
  if (options.name !== undefined) form.append('name', options.name);
  form.append('file', new Blob([data as BlobPart]), options.filename ?? 'Business associate.pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/pdf-templates',
    headers: { ...(options.as ?? headers), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function uploaded(data: Uint8Array, name?: string): Promise<PdfTemplateDto> {
  const response = await upload(data, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PdfTemplateDto;
}

const save = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/pdf-templates/${id}`, headers, payload });

const field = (overrides: Partial<PlacedFieldInput> = {}): PlacedFieldInput => ({
  id: 'sign-here',
  kind: 'signature',
  signer: 1,
  page: 1,
  x: 72,
  y: 600,
  width: 180,
  height: 40,
  required: true,
  label: null,
  ...overrides,
});

function expectRefused(
  response: { statusCode: number; body: string },
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect((JSON.parse(response.body) as { message: string }).message).toBe(message);
}

describe('uploading a PDF template', () => {
  it('reports each page as a reader shows it: rotation and crop box applied', async () => {
    const bytes = await paperwork();
    const template = await uploaded(bytes);
    expect(template).toMatchObject({
      name: 'Business associate',
      filename: 'Business associate.pdf',
      pageCount: 3,
      fieldCount: 0,
      signerCount: 1,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      fields: [],
      pages: [
        { width: 612, height: 792 },
        { width: 841.89, height: 595.28 },
        { width: 200, height: 300 },
      ],
    });
    // The editor draws the pages with pdf.js: its viewport at scale 1 is the same box.
    expect(template.pages).toEqual(await viewportsOf(bytes));
  });

  it('measures unusual pages as pdf.js does', async () => {
    const pdf = await PDFDocument.create();
    // Corners given the wrong way round; a CropBox reaching past the MediaBox on a page turned
    // by -90 degrees.
    pdf.addPage([612, 792]).node.set(PDFName.MediaBox, pdf.context.obj([612, 792, 0, 0]));
    const turned = pdf.addPage([300, 400]);
    turned.setRotation(degrees(-90));
    turned.setCropBox(-50, 20, 200, 300);
    const bytes = await pdf.save();
    const template = await uploaded(bytes);
    expect(template.pages).toEqual([
      { width: 612, height: 792 },
      { width: 300, height: 150 },
    ]);
    expect(template.pages).toEqual(await viewportsOf(bytes));
  });

  it('takes the name given with the file', async () => {
    const template = await uploaded(await pdfOfPages([[612, 792]]), 'BAA — Riverside Hospital');
    expect(template.name).toBe('BAA — Riverside Hospital');
  });

  it('refuses a file that is not a PDF, or only starts like one (415)', async () => {
    expectRefused(
      await upload(new TextEncoder().encode('Dear partner,')),
      415,
      TEMPLATE_NOT_A_PDF_MESSAGE,
    );
    expectRefused(
      await upload(new TextEncoder().encode('%PDF-1.7\nnot really a PDF at all')),
      415,
      TEMPLATE_NOT_A_PDF_MESSAGE,
    );
  });

  it('refuses a page with its own unit of length, and a PDF signed already (422)', async () => {
    const scaled = await PDFDocument.create();
    scaled.addPage([300, 400]).node.set(PDFName.of('UserUnit'), PDFNumber.of(2));
    expectRefused(await upload(await scaled.save()), 422, TEMPLATE_SCALED_PAGES_MESSAGE);

    // A signature dictionary as signing software writes one: our seal must be the file's only.
    const signed = await PDFDocument.create();
    signed.addPage([612, 792]);
    const signature = signed.context.register(
      signed.context.obj({ Type: 'Sig', ByteRange: [0, 10, 20, 30] }),
    );
    signed.catalog.set(PDFName.of('Signed'), signature);
    expectRefused(await upload(await signed.save()), 422, TEMPLATE_ALREADY_SIGNED_MESSAGE);
  });

  it('refuses a PDF locked with a password or against changes (422)', async () => {
    const bytes = await pdfOfPages([[612, 792]]);
    expectRefused(await upload(encrypted(bytes, 'open-sesame')), 422, TEMPLATE_ENCRYPTED_MESSAGE);
    expectRefused(await upload(encrypted(bytes, '')), 422, TEMPLATE_ENCRYPTED_MESSAGE);
  });

  it('refuses a file over the size limit (413)', async () => {
    const big = new Uint8Array(MAX_TEMPLATE_UPLOAD_BYTES + 1).fill(0x20);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    expectRefused(await upload(big), 413, TEMPLATE_TOO_LARGE_MESSAGE);
  });

  it('refuses more pages than a signer should read on a phone, and a page too large (422)', async () => {
    const tooMany = Array.from({ length: MAX_TEMPLATE_PAGES + 1 }, (): [number, number] => [
      200, 200,
    ]);
    expectRefused(await upload(await pdfOfPages(tooMany)), 422, TEMPLATE_TOO_MANY_PAGES_MESSAGE);
    expectRefused(
      await upload(await pdfOfPages([[20_000, 300]])),
      422,
      TEMPLATE_PAGE_TOO_LARGE_MESSAGE,
    );
  });

  it('gives back the PDF exactly as uploaded', async () => {
    const bytes = await paperwork();
    const template = await uploaded(bytes);
    const response = await t.app.inject({ url: `/api/pdf-templates/${template.id}/pdf`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });
});

describe('placing fields', () => {
  it('saves fields on the pages as shown, and lists the template first', async () => {
    const template = await uploaded(await paperwork());
    const fields = [
      field(),
      // Wider than the A4 page is unturned (595 pt): it fits only because page 2 is rotated.
      field({
        id: 'initials',
        kind: 'initials',
        signer: 2,
        page: 2,
        x: 700,
        y: 500,
        width: 64,
        height: 32,
      }),
      field({
        id: 'agree',
        kind: 'checkbox',
        page: 3,
        x: 184,
        y: 284,
        width: 16,
        height: 16,
        label: 'I agree',
      }),
    ];
    t.clock.advance(60_000);
    const response = await save(template.id, { name: 'BAA', signerCount: 2, fields });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as PdfTemplateDto;
    expect(saved).toMatchObject({ name: 'BAA', signerCount: 2, fieldCount: 3 });
    expect(saved.fields).toEqual(fields);
    expect(saved.updatedAt).toBe(t.clock.now().toISOString());

    const opened = await t.app.inject({ url: `/api/pdf-templates/${template.id}`, headers });
    expect(opened.json()).toEqual(saved);
    const list = (
      await t.app.inject({ url: '/api/pdf-templates', headers })
    ).json() as PdfTemplateSummaryDto[];
    expect(list[0]).toEqual({
      id: template.id,
      name: 'BAA',
      filename: template.filename,
      pageCount: 3,
      fieldCount: 3,
      signerCount: 2,
      updatedAt: saved.updatedAt,
    });

    const owner = await signInAsNewAdmin(t);
    const audit = await t.app.inject({
      url: `/api/audit?entity=pdf_template&entityId=${template.id}`,
      headers: owner.headers,
    });
    const actions = (audit.json() as { action: string }[]).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['update', 'upload']);
  });

  it('refuses a field past the edge of its page, naming the field (400)', async () => {
    const template = await uploaded(await paperwork());
    const outside = field({ id: 'late', page: 3, x: 100, y: 100, width: 180 });
    const response = await save(template.id, {
      name: 'BAA',
      signerCount: 1,
      fields: [field(), outside],
    });
    expect(response.statusCode, response.body).toBe(400);
    const message = fieldOutsidePageMessage(1, 3);
    expect(response.json()).toEqual({ message, fieldErrors: { fields: [message] } });
    expect(message).toMatch(/^Field 2 /);
  });

  it('refuses a field for a signer the template does not have (400)', async () => {
    const template = await uploaded(await paperwork());
    const response = await save(template.id, {
      name: 'BAA',
      signerCount: 2,
      fields: [field({ signer: 3 })],
    });
    expect(response.statusCode, response.body).toBe(400);
    const { fieldErrors } = response.json() as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors['fields.0.signer']).toEqual([
      'Field 1 is for signer 3, but the template has 2. Add a signer or give the field to another.',
    ]);
  });
});

describe('deleting and permissions', () => {
  it('deletes a template; it is then not found', async () => {
    const template = await uploaded(await paperwork());
    const url = `/api/pdf-templates/${template.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expectRefused(await t.app.inject({ url, headers }), 404, TEMPLATE_NOT_FOUND_MESSAGE);
    expectRefused(
      await t.app.inject({ url: `${url}/pdf`, headers }),
      404,
      TEMPLATE_NOT_FOUND_MESSAGE,
    );
    expectRefused(
      await t.app.inject({ method: 'DELETE', url, headers }),
      404,
      TEMPLATE_NOT_FOUND_MESSAGE,
    );
    const list = (
      await t.app.inject({ url: '/api/pdf-templates', headers })
    ).json() as PdfTemplateSummaryDto[];
    expect(list.map((entry) => entry.id)).not.toContain(template.id);
  });

  it('is refused (403) to staff without the partnerships role', async () => {
    const template = await uploaded(await paperwork());
    const fundraiser = (await signInAsNewAdmin(t, { roles: ['fundraising'] })).headers;
    const message = { message: 'This needs the partnerships role.' };
    for (const url of ['/api/pdf-templates', `/api/pdf-templates/${template.id}/pdf`]) {
      const response = await t.app.inject({ url, headers: fundraiser });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(message);
    }
    const count = async () =>
      ((await t.app.inject({ url: '/api/pdf-templates', headers })).json() as unknown[]).length;
    const before = await count();
    expect((await upload(await paperwork(), { as: fundraiser })).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
