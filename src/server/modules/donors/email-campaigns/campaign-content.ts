import { escapeHtml } from '../../../../domain/common/escape-html.ts';
import sanitizeHtml from 'sanitize-html';

/** Who the open and click URLs point at, and how to sign them. */
export type Tracking = {
  publicUrl: string;
  openToken: string;
  clickToken: (url: string) => string;
};

const TRACKED_URL = /^https?:\/\//i;
/** URLs in plain text; trailing punctuation belongs to the sentence, not the link. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** The text version as simple HTML: escaped, line breaks kept, URLs as links. */
function textToHtml(text: string): string {
  return text
    .split(/\r?\n\r?\n/)
    .map((paragraph) => {
      let html = '';
      let last = 0;
      for (const match of paragraph.matchAll(URL_IN_TEXT)) {
        html += escapeHtml(paragraph.slice(last, match.index));
        html += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
        last = match.index + match[0].length;
      }
      html += escapeHtml(paragraph.slice(last));
      return `<p>${html.replace(/\r?\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

/**
 * Markup a campaign may carry: formatting, lists, tables, links and images over http(s). No
 * scripts, styles, forms or event handlers, whatever was pasted into the HTML version.
 */
function sanitizeCampaignHtml(html: string, rewriteHref: (href: string) => string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'div',
      'span',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'a',
      'img',
    ],
    allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href ? { ...attribs, href: rewriteHref(attribs.href) } : attribs,
      }),
    },
  });
}

type CampaignContent = { content: string; htmlContent: string | null };

const htmlSource = (campaign: CampaignContent) =>
  campaign.htmlContent ?? textToHtml(campaign.content);

/**
 * Every http(s) link of the campaign: the only places a click may redirect to. Read from the
 * sent content, which cannot change after sending (only drafts are editable).
 */
export function campaignLinks(campaign: CampaignContent): Set<string> {
  const links = new Set<string>();
  sanitizeCampaignHtml(htmlSource(campaign), (href) => {
    if (TRACKED_URL.test(href)) links.add(href);
    return href;
  });
  return links;
}

/** The footer line as HTML: its unsubscribe address (not tracked) as a link. */
const footerHtml = (footer: { text: string; url: string }) =>
  footer.text
    .split(footer.url)
    .map(escapeHtml)
    .join(`<a href="${escapeHtml(footer.url)}">${escapeHtml(footer.url)}</a>`);

/**
 * One recipient's message: the text as written, and HTML whose links go through the click
 * redirect, with the open pixel at the end. Both end with the footer saying how to stop these
 * emails, with the recipient's own unsubscribe address.
 */
export function personalisedCampaignMail(
  campaign: CampaignContent,
  tracking: Tracking,
  footer: { text: string; url: string },
): { text: string; html: string } {
  const clickUrl = (href: string) =>
    TRACKED_URL.test(href)
      ? `${tracking.publicUrl}/api/t/c/${tracking.clickToken(href)}?u=${encodeURIComponent(href)}`
      : href;
  const body = sanitizeCampaignHtml(htmlSource(campaign), clickUrl);
  const pixel = `<img src="${tracking.publicUrl}/api/t/o/${tracking.openToken}.gif" width="1" height="1" alt="">`;
  return {
    text: `${campaign.content}\n\n--\n${footer.text}`,
    html: `${body}\n<p>${footerHtml(footer)}</p>\n${pixel}`,
  };
}
