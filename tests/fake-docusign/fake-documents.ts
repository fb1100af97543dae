import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText } from 'unpdf';

/** The text of a PDF, as DocuSign reads it to place anchor tabs; null when it is not a PDF. */
export async function readPdfText(pdf: Uint8Array): Promise<string | null> {
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    return text;
  } catch {
    return null;
  }
}

/** How many pages a PDF has, as DocuSign counts them to place tabs; null when it is not a PDF. */
export async function countPdfPages(pdf: Uint8Array): Promise<number | null> {
  try {
    return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}

/**
 * DocuSign's combined download: the envelope's documents one after the other, and a certificate
 * page when asked.
 */
export async function buildCombinedDocument(options: {
  documents: Uint8Array[];
  envelopeId: string;
  status: string;
  withCertificate: boolean;
}): Promise<Uint8Array> {
  const [first, ...others] = options.documents;
  const pdf = await PDFDocument.load(first!);
  for (const other of others) {
    const source = await PDFDocument.load(other);
    const pages = await pdf.copyPages(source, source.getPageIndices());
    for (const page of pages) pdf.addPage(page);
  }
  if (!options.withCertificate) return pdf.save();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  const lines = [
    'Certificate Of Completion',
    `Envelope Id: ${options.envelopeId}`,
    `Status: ${options.status}`,
  ];
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }),
  );
  return pdf.save();
}
