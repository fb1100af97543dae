import type { AuthoredDocument, DocumentBlock } from '../../../domain/content/document-blocks.ts';
import type { Database } from '../../db/client.ts';
import { getDocumentAgreement } from '../documents/get-document.ts';
import { AUTHORED_DOCUMENTS } from '../generated-documents/authored-documents.ts';
import { renderDocumentPdf } from '../generated-documents/document-pdf.ts';
import type { GeneratedDocumentId } from '../../../domain/content/generated-documents.ts';

type Source = {
  kind: 'nda' | 'generated' | 'upload';
  title: string;
  /** An upload's text, read when it was uploaded. */
  text: string | null;
  ndaDocumentId: string | null;
  generatedDocumentId: GeneratedDocumentId | null;
};

function blockText(block: DocumentBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'subheading':
      return [block.text];
    case 'bullets':
      return block.items.map((item) => `• ${item}`);
    case 'steps':
      return block.items.map((item, index) => `${index + 1}. ${item}`);
    case 'clauses':
      return block.items.map((clause) => `${clause.number} ${clause.text}`);
    case 'table':
      return [block.caption, ...block.rows.map((row) => row.join(' | '))];
    case 'link':
      return [`${block.label}: ${block.href}`];
    case 'signatures':
      return block.parties.map((party) => `${party}: ____________________`);
  }
}

/** A generated paper as plain text, in the order its PDF shows it. */
export function authoredDocumentText(document: AuthoredDocument): string {
  return [
    document.title,
    document.kind,
    document.notice,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap(blockText),
    ]),
  ]
    .filter((line) => line.trim() !== '')
    .join('\n\n');
}

/** The text a document opens with in the page; an upload without text (a scan) has none. */
export async function roomDocumentText(db: Database, source: Source): Promise<string | null> {
  if (source.kind === 'nda') {
    return (await getDocumentAgreement({ db, id: source.ndaDocumentId! })).content;
  }
  if (source.kind === 'generated') {
    return authoredDocumentText(AUTHORED_DOCUMENTS[source.generatedDocumentId!]);
  }
  return source.text;
}

/** An NDA or a generated paper as a PDF, drawn by us (so watermarkPdf may read it in-thread). */
export async function renderRoomDocumentPdf(db: Database, source: Source): Promise<Uint8Array> {
  if (source.kind === 'generated') {
    return renderDocumentPdf(AUTHORED_DOCUMENTS[source.generatedDocumentId!]);
  }
  const agreement = await getDocumentAgreement({ db, id: source.ndaDocumentId! });
  return renderDocumentPdf({
    title: source.title,
    kind: 'Non-Disclosure Agreement',
    notice: `${agreement.organisationName}${agreement.partner ? ` and ${agreement.partner.companyName}` : ''}`,
    sections: [
      {
        title: 'Agreement',
        blocks: agreement.content
          .split(/\n\s*\n/)
          .map((text) => text.trim())
          .filter(Boolean)
          .map((text) => ({ kind: 'paragraph' as const, text })),
      },
    ],
  });
}
