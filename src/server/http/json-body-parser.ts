import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** No form or API body of ours nests beyond a handful of levels; 64 leaves a wide margin. */
export const MAX_JSON_DEPTH = 64;
export const JSON_DEPTH_MESSAGE = `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels). Send a flatter body.`;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d;

/**
 * Whether more than `limit` objects or arrays are open at once anywhere in the JSON text. One
 * pass over the characters, no allocation; brackets inside strings are text, and a backslash
 * escapes the character after it (so `"\""` is one string and `"\\"` ends where it seems to).
 * Invalid JSON may be counted loosely: the parser refuses it afterwards anyway.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) {
      isInString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies for the whole app. A body like `[[[[…]]]]` 500,000 levels deep (1 MB) parses, but
 * every recursive walk after it (the NUL check, schema validation, serializers) risks overflowing
 * the stack and answering 500, so the depth is checked on the text first, in linear time, and a
 * too-deep body is refused with a 400. Parsing itself stays Fastify's own secure parser with its
 * default options, so `__proto__` and `constructor.prototype` keys are still refused.
 * Plugins that parse raw bodies (the DocuSign webhook) replace this parser in their own scope.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError(400, JSON_DEPTH_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
