import { describe, expect, it } from 'vitest';
import type { AuthoredDocument } from '../../../domain/content/document-blocks.ts';
import { renderDocumentHtml } from './document-html.ts';
import { sanitizeDocumentHtml } from './sanitize-document-html.ts';

describe('sanitizeDocumentHtml', () => {
  it('removes scripts, handlers, styles, images and javascript: links, and keeps plain markup', () => {
    const html = sanitizeDocumentHtml(
      '<h2 class="x" onclick="steal()">Title</h2><script>alert(1)</script>' +
        '<style>p { color: red }</style><p style="color:red" onmouseover="x()">Text</p>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">bad</a><a href="//evil.example">relative</a>' +
        '<a href="https://example.org" target="_blank" onclick="x()">good</a>' +
        '<a href="mailto:team@example.org">mail</a>',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>Text</p><a>bad</a><a>relative</a>' +
        '<a href="https://example.org">good</a><a href="mailto:team@example.org">mail</a>',
    );
  });
});

describe('renderDocumentHtml', () => {
  it('shows markup in the content as text, never as markup', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const document: AuthoredDocument = {
      title: hostile,
      kind: 'Test',
      notice: 'Note',
      sections: [
        {
          title: 'Section',
          blocks: [
            { kind: 'paragraph', text: hostile },
            { kind: 'bullets', items: [hostile] },
            { kind: 'table', caption: hostile, columns: [hostile], rows: [[hostile]] },
            { kind: 'link', label: hostile, href: 'javascript:alert(1)' },
          ],
        },
      ],
    };
    const html = renderDocumentHtml(document);
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert("x")&lt;/script&gt;');
    expect(html).toContain('<a>&lt;script&gt;');
  });
});
