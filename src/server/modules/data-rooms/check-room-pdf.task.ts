import { PDFDocument } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { MAX_ROOM_TEXT_CHARS } from '../../../domain/data-rooms/data-rooms.ts';
import { workerTask } from '../../untrusted-work/worker-task.ts';

/** What an uploaded PDF is: its pages and its text; null when it cannot be read. */
export type RoomPdfFacts = { pageCount: number; text: string } | null;

/**
 * Reads an uploaded PDF in the untrusted-work pool (ADR 030), whose heap and time limits hold
 * whatever the file claims: pdf-lib counts its pages (an encrypted PDF, which the watermark could
 * not stamp, is refused), then pdf.js (through unpdf, without eval) takes its text, at most
 * MAX_ROOM_TEXT_CHARS, which the room shows when the document is opened.
 */
export default workerTask(async (file: Uint8Array): Promise<RoomPdfFacts> => {
  let pageCount: number;
  try {
    const pdf = await PDFDocument.load(file, { updateMetadata: false });
    pageCount = pdf.getPageCount();
  } catch {
    return null;
  }
  if (pageCount === 0) return null;
  try {
    // pdf.js may detach the buffer it is given: it gets a copy.
    const proxy = await getDocumentProxy(new Uint8Array(file), { isEvalSupported: false });
    const { text } = await extractText(proxy, { mergePages: false });
    const pages = text.map((page) => page.trim()).filter(Boolean);
    return { pageCount, text: pages.join('\n\n').slice(0, MAX_ROOM_TEXT_CHARS) };
  } catch {
    // A PDF pdf-lib reads but pdf.js does not: kept without text (scans have none either).
    return { pageCount, text: '' };
  }
});
