import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchemaNode = { [key: string]: unknown };

/**
 * The zod schema as fast-json-stringify wants it: only declared properties are written (so a
 * field the schema does not name, a token hash say, never leaves), without the keywords that
 * would make it validate instead of write (`additionalProperties: false`, `pattern`), and with
 * "X or null" as a nullable type rather than an `anyOf` it would have to test at run time.
 */
export function toSerializerSchema(schema: z.ZodType): Schema {
  const simplify = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(simplify);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchemaNode = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === 'pattern') continue;
      if (key === 'additionalProperties' && value === false) continue;
      out[key] = simplify(value);
    }
    const anyOf = out.anyOf as JsonSchemaNode[] | undefined;
    if (anyOf?.length === 2 && anyOf.some((branch) => branch.type === 'null')) {
      const other = anyOf.find((branch) => branch.type !== 'null')!;
      if (typeof other.type === 'string') {
        delete out.anyOf;
        Object.assign(out, other, { type: [other.type, 'null'] });
        // Inside a union fast-json-stringify validates to pick the branch: null must be allowed.
        if (Array.isArray(other.enum)) out.enum = [...(other.enum as unknown[]), null];
      }
    }
    return out;
  };
  return simplify(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
  ) as Schema;
}

/**
 * fast-json-stringify generates a function's code for each schema, about 0.35 s for all the routes
 * of one app: each schema object is compiled once per process, however many apps use it (the test
 * suites build an app for every test file in the same worker). The writer keeps no state.
 */
const writers = new WeakMap<z.ZodType, (data: unknown) => string>();

function writerFor(schema: z.ZodType): (data: unknown) => string {
  let write = writers.get(schema);
  if (!write) {
    write = fastJsonStringify(toSerializerSchema(schema));
    writers.set(schema, write);
  }
  return write;
}

/**
 * Writes every JSON answer with fast-json-stringify from the route's zod response schema. With
 * `checkAnswers` (the test suites), each answer must also parse with that schema and come out the
 * same as zod would write it; a mismatch fails the request loudly, so every server test checks
 * that the routes it calls answer what their schema promises.
 */
export function createResponseSerializer(options: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    const write = writerFor(schema);
    if (!options.checkAnswers) return (data) => write(data);
    return (data) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        throw new Error(
          `${method} ${url} answered ${httpStatus} with a body its response schema refuses:\n${z.prettifyError(parsed.error)}`,
        );
      }
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(parsed.data)))) {
        throw new Error(
          `${method} ${url} (${httpStatus}): fast-json-stringify wrote ${written}, the schema reads ${JSON.stringify(parsed.data)}`,
        );
      }
      return written;
    };
  };
}
