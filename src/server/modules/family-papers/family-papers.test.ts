import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docxSample,
  familyPapersOf,
  heicSample,
  jpegSample,
  pdfOfSize,
  pdfSample,
  pngSample,
  removeFamilyPaper,
  uploadPaper,
  zipSample,
} from '../../../../tests/paper-samples.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import {
  bridgeForm,
  k12Form,
  statusTokenOf,
  submitForm,
} from '../../../../tests/waiting-list-helpers.ts';
import * as en from '../../../domain/content/family-papers.ts';
import * as es from '../../../domain/content/es/family-papers.ts';
import { MAX_PAPER_BYTES } from '../../../domain/family-papers/papers.ts';
import { UNKNOWN_STATUS_LINK_MESSAGE } from '../../../domain/waiting-list/waiting-list.ts';
import { familyPapers } from './family-papers.table.ts';

/**
 * A family sends papers about their learner through their private status link. What a file is
 * comes from its bytes; limits are per file and per application; a link reaches only its own
 * family's papers.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function newFamily(form = k12Form()) {
  const response = await submitForm(t, form);
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as string;
  return { id, token: await statusTokenOf(t, id) };
}

const rowsOf = (entryId: string) =>
  t.db.select().from(familyPapers).where(eq(familyPapers.entryId, entryId));

function expectRefused(
  response: { statusCode: number; body: string },
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body).message).toBe(message);
}

describe('what a paper is', () => {
  it('stores each accepted type as what its bytes are, and lists what was received', async () => {
    const { id, token } = await newFamily();
    const files = [
      { name: 'evaluation.pdf', data: await pdfSample(), mimeType: 'application/pdf' },
      { name: 'page 1.jpg', data: jpegSample(), mimeType: 'image/jpeg' },
      { name: 'page-2.png', data: pngSample(), mimeType: 'image/png' },
      { name: 'IMG_0001.HEIC', data: heicSample(), mimeType: 'image/heic' },
      { name: 'letter.docx', data: await docxSample(), mimeType: WORD },
    ];
    for (const file of files) {
      const response = await uploadPaper(t, token, file, 'medical-letter');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        filename: file.name,
        kind: 'medical-letter',
        size: file.data.byteLength,
        isReviewed: false,
      });
      t.clock.advance(1000);
    }
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.mimeType)).toEqual(files.map((file) => file.mimeType));
    expect(Buffer.from(rows[0]!.data)).toEqual(Buffer.from(files[0]!.data));

    const list = await familyPapersOf(t, token);
    expect(list.statusCode).toBe(200);
    expect(list.json().papers.map((paper: { filename: string }) => paper.filename)).toEqual(
      files.map((file) => file.name),
    );
    expect(list.json().isOpen).toBe(true);
    expect(list.json().room.files).toBe(15);
    // What was received, never the file or its type back.
    expect(list.body).not.toMatch(/data|sha256|mimeType/);
  });

  it('lets the content decide: a PDF named .png is stored as a PDF under the family’s name', async () => {
    const { id, token } = await newFamily();
    const response = await uploadPaper(t, token, {
      name: 'scan.png',
      data: await pdfSample(),
      type: 'image/png',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ filename: 'scan.png', mimeType: 'application/pdf' });
  });

  it('refuses with 415 a file whose bytes are none of the accepted types, whatever its name', async () => {
    const { id, token } = await newFamily();
    const text = {
      name: 'report.pdf',
      data: Buffer.from('Just some text.\n'),
      type: 'application/pdf',
    };
    expectRefused(await uploadPaper(t, token, text), 415, en.PAPER_MESSAGES.notAccepted);
    const zip = { name: 'report.docx', data: await zipSample() };
    expectRefused(await uploadPaper(t, token, zip), 415, en.PAPER_MESSAGES.notAccepted);
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypavif\0\0\0\0mif1')]);
    expectRefused(
      await uploadPaper(t, token, { name: 'a.heic', data: avif }),
      415,
      en.PAPER_MESSAGES.notAccepted,
    );
    expectRefused(
      await uploadPaper(t, token, { name: 'empty.pdf', data: new Uint8Array() }),
      400,
      en.PAPER_MESSAGES.emptyFile,
    );
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('asks for the kind and the file, and answers a Spanish application in Spanish', async () => {
    const { token } = await newFamily(bridgeForm({ language: 'es' }));
    expectRefused(
      await uploadPaper(t, token, { name: 'a.pdf', data: await pdfSample() }, null),
      400,
      es.PAPER_MESSAGES.chooseKind,
    );
    expectRefused(
      await uploadPaper(t, token, { name: 'a.pdf', data: await pdfSample() }, 'report-card'),
      400,
      es.PAPER_MESSAGES.chooseKind,
    );
    expectRefused(
      await uploadPaper(t, token, { name: 'a.txt', data: Buffer.from('hola') }),
      415,
      es.PAPER_MESSAGES.notAccepted,
    );
  });

  it('refuses the same file twice', async () => {
    const { id, token } = await newFamily();
    const file = { name: 'iep.pdf', data: await pdfSample() };
    expect((await uploadPaper(t, token, file, 'iep')).statusCode).toBe(201);
    expectRefused(
      await uploadPaper(t, token, { ...file, name: 'copy.pdf' }),
      409,
      en.PAPER_MESSAGES.alreadySent,
    );
    expect(await rowsOf(id)).toHaveLength(1);
  });
});

describe('limits', () => {
  it('takes a file of exactly 10 MB and refuses one byte more with 413 naming the limit', async () => {
    const { id, token } = await newFamily();
    const exact = await uploadPaper(t, token, {
      name: 'big.pdf',
      data: pdfOfSize(MAX_PAPER_BYTES),
    });
    expect(exact.statusCode, exact.body).toBe(201);
    const over = await uploadPaper(t, token, {
      name: 'bigger.pdf',
      data: pdfOfSize(MAX_PAPER_BYTES + 1),
    });
    expectRefused(over, 413, en.PAPER_MESSAGES.fileTooLarge);
    expect(over.json().message).toContain('10 MB');
    expect((await rowsOf(id)).map((row) => row.size)).toEqual([MAX_PAPER_BYTES]);
  });

  it('holds an application to 40 MB in all, saying how much room is left', async () => {
    const { id, token } = await newFamily();
    for (const size of [10 * MB, 10 * MB, 10 * MB, 9 * MB]) {
      const response = await uploadPaper(t, token, { name: 'part.pdf', data: pdfOfSize(size) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await uploadPaper(t, token, { name: 'more.pdf', data: pdfOfSize(2 * MB) });
    expectRefused(over, 413, en.PAPER_MESSAGES.noRoom('1 MB'));
    expect(await rowsOf(id)).toHaveLength(4);
    expect((await familyPapersOf(t, token)).json().room).toEqual({ bytes: 1 * MB, files: 16 });
  });

  it('holds an application to 20 files, and says to remove one first', async () => {
    const { id, token } = await newFamily(bridgeForm({ language: 'es' }));
    for (let i = 0; i < 20; i += 1) {
      const response = await uploadPaper(t, token, { name: `p${i}.png`, data: pngSample() });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await uploadPaper(t, token, { name: 'p20.png', data: pngSample() });
    expectRefused(over, 409, es.PAPER_MESSAGES.tooManyFiles);
    expect(await rowsOf(id)).toHaveLength(20);
  });
});

describe('one family’s link, one family’s papers', () => {
  it('answers a wrong link with the status page’s 404, for every papers route', async () => {
    const wrong = 'not-a-real-token-000000000000000000000000000';
    expectRefused(await familyPapersOf(t, wrong), 404, UNKNOWN_STATUS_LINK_MESSAGE);
    expectRefused(
      await uploadPaper(t, wrong, { name: 'a.pdf', data: await pdfSample() }),
      404,
      UNKNOWN_STATUS_LINK_MESSAGE,
    );
    expectRefused(
      await removeFamilyPaper(t, wrong, '00000000-0000-4000-8000-000000000000'),
      404,
      UNKNOWN_STATUS_LINK_MESSAGE,
    );
  });

  it('never removes another family’s paper: its id through one’s own link is 404', async () => {
    const ours = await newFamily();
    const theirs = await newFamily();
    const theirPaper = (
      await uploadPaper(t, theirs.token, { name: 'theirs.pdf', data: await pdfSample() })
    ).json().id as string;
    expectRefused(
      await removeFamilyPaper(t, ours.token, theirPaper),
      404,
      en.PAPER_MESSAGES.notFound,
    );
    expect(await rowsOf(theirs.id)).toHaveLength(1);
    expect((await familyPapersOf(t, ours.token)).json().papers).toEqual([]);
  });

  it('lets the family remove a paper until it is read', async () => {
    const { id, token } = await newFamily();
    const paper = (
      await uploadPaper(t, token, { name: 'old.pdf', data: await pdfSample() })
    ).json();
    const removed = await removeFamilyPaper(t, token, paper.id);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await rowsOf(id)).toHaveLength(0);
    expect(removed.headers['cache-control']).toBe('no-store');
    expect(removed.headers['x-robots-tag']).toBe('noindex');
  });

  it('takes no papers once the application is withdrawn, and still lists them', async () => {
    const { token } = await newFamily();
    await uploadPaper(t, token, { name: 'kept.pdf', data: await pdfSample() });
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `/api/waiting-list/status/${token}/withdraw`,
      remoteAddress: '10.200.0.1',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expectRefused(
      await uploadPaper(t, token, { name: 'late.pdf', data: await pdfSample() }),
      409,
      en.PAPER_MESSAGES.closed,
    );
    const list = (await familyPapersOf(t, token)).json();
    expect(list.isOpen).toBe(false);
    expect(list.papers).toHaveLength(1);
  });
});
