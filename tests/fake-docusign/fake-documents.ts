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

/** DocuSign's combined download: the envelope's document, and a certificate page when asked. */
export async function buildCombinedDocument(options: {
  document: Uint8Array;
  envelopeId: string;
  status: string;
  withCertificate: boolean;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(options.document);
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
