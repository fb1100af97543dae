import type { LightMyRequestResponse } from 'fastify';

/**
 * Signs that an answer leaks internals: stack frames, source or dependency paths, raw error
 * names with their messages, or PostgreSQL's own wording.
 */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>]+ \(|\n\s+at \S+:\d+:\d+/],
  ['a source path', /(?:\/work\/|\/src\/server\/|node_modules|file:\/\/|\.[cm]?[jt]s:\d+)/],
  ['an error name', /\b(?:[A-Z][a-z]+)?(?:Type|Range|Reference|Syntax|Database|Postgres)?Error: /],
  ['a database message', /\b(?:syntax error at or near|violates \w+ constraint|relation ")/],
];

const isText = (contentType: string) => /json|text|html|xml|csv/.test(contentType);

/**
 * The problems with one answer to hostile input: a 5xx, a leak, or an error that is not the
 * app's `{ message }` JSON. An empty list means the answer is fine.
 */
export function findProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  const contentType = String(response.headers['content-type'] ?? '');
  if (isText(contentType)) {
    for (const [what, pattern] of LEAKS) {
      if (pattern.test(response.body)) problems.push(`shows ${what}`);
    }
  }
  if (response.statusCode >= 400 && response.body !== '') {
    let message: unknown;
    try {
      message = (JSON.parse(response.body) as { message?: unknown }).message;
    } catch {
      // Not JSON: reported below.
    }
    if (typeof message !== 'string' || message === '') {
      problems.push('answered an error without a JSON { message }');
    }
  }
  return problems;
}

/** A short, readable account of an answer for a failure report. */
export const describeResponse = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.headers['content-type'] ?? ''} ${response.body.slice(0, 500)}`;
