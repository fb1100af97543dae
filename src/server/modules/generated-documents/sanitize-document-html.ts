import sanitizeHtml from 'sanitize-html';

/**
 * The only markup a generated HTML document may contain: text structure, tables and plain links.
 * No attribute except a link's href, and hrefs only to http(s) or mailto: so the answer can never
 * carry a script, an event handler, a style or a javascript: URL, whatever the content says.
 */
const DOCUMENT_HTML_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'section',
    'a',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: {},
  // Tags outside the list go, and so does the text inside script, style and the like.
  disallowedTagsMode: 'discard',
};

export const sanitizeDocumentHtml = (html: string): string =>
  sanitizeHtml(html, DOCUMENT_HTML_POLICY);
