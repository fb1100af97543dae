import { describe, expect, it } from 'vitest';
import { cleanPaperFilename, downloadNameOf } from './filenames.ts';
import { formatPaperSize } from './papers.ts';

describe('cleanPaperFilename', () => {
  it('keeps the family’s name, without a path, control characters or quotes', () => {
    expect(cleanPaperFilename('C:\\Users\\ana\\IEP 2026.pdf')).toBe('IEP 2026.pdf');
    expect(cleanPaperFilename('a\u0000b\n"c".pdf')).toBe('abc.pdf');
    expect(cleanPaperFilename('..')).toBe('paper');
    expect(cleanPaperFilename('   ')).toBe('paper');
  });

  it('shortens a long name to 120 characters, keeping the extension', () => {
    const cleaned = cleanPaperFilename(`${'x'.repeat(300)}.docx`);
    expect(cleaned).toHaveLength(120);
    expect(cleaned.endsWith('.docx')).toBe(true);
  });
});

describe('downloadNameOf', () => {
  it('adds the extension of what the file is when the name says something else', () => {
    expect(downloadNameOf('scan.png', 'application/pdf')).toBe('scan.png.pdf');
    expect(downloadNameOf('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(downloadNameOf('letter', 'image/heic')).toBe('letter.heic');
  });
});

describe('formatPaperSize', () => {
  it('writes sizes as families read them, in their language', () => {
    expect(formatPaperSize(0, 'en')).toBe('0 MB');
    expect(formatPaperSize(300 * 1024, 'en')).toBe('300 KB');
    expect(formatPaperSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatPaperSize(1.5 * 1024 * 1024, 'es')).toBe('1.5 MB');
    expect(formatPaperSize(10 * 1024 * 1024, 'es')).toBe('10 MB');
  });
});
