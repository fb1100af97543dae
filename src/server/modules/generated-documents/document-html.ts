import { escapeHtml } from '../../../domain/common/escape-html.ts';
import type {
  AuthoredDocument,
  DocumentBlock,
  DocumentTable,
} from '../../../domain/content/document-blocks.ts';
import { sanitizeDocumentHtml } from './sanitize-document-html.ts';

const listItems = (items: readonly string[]) =>
  items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');

function tableHtml(table: DocumentTable): string {
  const header = table.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const rows = table.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return (
    `<table><caption>${escapeHtml(table.caption)}</caption>` +
    `<thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table>`
  );
}

function blockHtml(block: DocumentBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'subheading':
      return `<h3>${escapeHtml(block.text)}</h3>`;
    case 'bullets':
      return `<ul>${listItems(block.items)}</ul>`;
    case 'steps':
      return `<ol>${listItems(block.items)}</ol>`;
    case 'clauses':
      return block.items
        .map(
          (clause) =>
            `<p><strong>${escapeHtml(clause.number)}</strong> ${escapeHtml(clause.text)}</p>`,
        )
        .join('');
    case 'table':
      return tableHtml(block);
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`;
    case 'signatures':
      return block.parties
        .map(
          (party) =>
            `<p><strong>For ${escapeHtml(party)}</strong></p>` +
            ['Signature', 'Name', 'Title', 'Date']
              .map((label) => `<p>${label}: ______</p>`)
              .join(''),
        )
        .join('');
  }
}

/**
 * The document as an HTML fragment for a page body: its title is the page's one h1 and each
 * section is a <section> with an h2. Escaped as it is built, then passed through the strict
 * allow-list as well, so a mistake in either step alone cannot let markup through.
 */
export function renderDocumentHtml(document: AuthoredDocument): string {
  const sections = document.sections.map(
    (section) =>
      `<section><h2>${escapeHtml(section.title)}</h2>\n${section.blocks.map(blockHtml).join('\n')}</section>`,
  );
  return sanitizeDocumentHtml(
    [
      `<h1>${escapeHtml(document.title)}</h1>`,
      `<p><strong>${escapeHtml(document.kind)}</strong></p>`,
      `<p><em>${escapeHtml(document.notice)}</em></p>`,
      ...sections,
    ].join('\n'),
  );
}
