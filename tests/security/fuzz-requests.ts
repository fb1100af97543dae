import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileQuery, hostileSegment, hostileString, randomBody } from './hostile-values.ts';
import { pathSpellings } from './path-spellings.ts';
import { fillPath, type CatalogRoute } from './route-catalog.ts';
import { mutatedValue, validValue, type JsonSchema } from './schema-values.ts';
import type { FuzzTargets } from './fuzz-fixtures.ts';

/** A request the fuzzer sends, kept printable so that a failure report can be replayed. */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
};

const JSON_TYPE = 'application/json';

/** Bodies that are not JSON objects at all: wrong media types, broken JSON, broken forms. */
const rawBodies: fc.Arbitrary<{ type: string; payload: string }> = fc.oneof(
  fc.constantFrom(
    { type: JSON_TYPE, payload: '{"a":' },
    { type: JSON_TYPE, payload: '' },
    { type: JSON_TYPE, payload: 'null' },
    { type: JSON_TYPE, payload: '"text"' },
    { type: JSON_TYPE, payload: '{"a":1,"a":2}' },
    { type: JSON_TYPE, payload: '[' + '['.repeat(5000) },
    { type: 'application/json; charset=latin1', payload: '{}' },
    { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
    { type: 'multipart/form-data', payload: 'no boundary' },
    { type: 'multipart/form-data; boundary=x', payload: '--x\r\nbroken' },
    {
      type: 'multipart/form-data; boundary=x',
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.exe"\r\n' +
        'Content-Type: application/x-msdownload\r\n\r\nMZ\u0000\u0000\r\n--x--\r\n',
    },
    {
      type: 'application/xml',
      payload:
        '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY b SYSTEM "file:///etc/passwd">]><a>&b;</a>',
    },
  ),
  hostileString.map((payload) => ({ type: 'text/plain', payload })),
);

const BOUNDARY = 'fuzz-boundary-7MA4YWxk';

/** A real multipart form: odd file names and contents (binary, NUL bytes, fake magic numbers). */
const multipartBodies: fc.Arbitrary<{ type: string; payload: Buffer }> = fc
  .record({
    filename: fc.oneof(
      fc.constantFrom('a.txt', 'a.md', 'a.docx', 'a.pdf', 'a.exe', '.txt', 'A.DOCX', 'a.txt.exe'),
      hostileString.map((name) => name.replaceAll('"', '').slice(0, 300)),
    ),
    content: fc.oneof(
      hostileString.map((text) => Buffer.from(text)),
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(
        Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj broken'),
        Buffer.from('PK\u0003\u0004 not really a zip'),
        Buffer.from('MZ\u0090\u0000\u0003'),
        Buffer.alloc(0),
      ),
    ),
    fields: fc.dictionary(fc.constantFrom('partnerId', 'title', 'file', 'x'), hostileString, {
      maxKeys: 3,
    }),
  })
  .map(({ filename, content, fields }) => {
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const fileHead =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n';
    return {
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: Buffer.concat([
        Buffer.from(parts.join('') + fileHead),
        content,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    };
  });

function queryFor(route: CatalogRoute): fc.Arbitrary<string> {
  const names = Object.keys(route.query);
  const valid = fc
    .record(
      Object.fromEntries(
        Object.entries(route.query).map(([name, schema]) => [name, validValue(schema)]),
      ),
      { requiredKeys: [] },
    )
    .map((values) =>
      new URLSearchParams(
        Object.entries(values).map(([name, value]) => [name, String(value)]),
      ).toString(),
    );
  return fc.oneof(fc.constant(''), valid, hostileQuery(names));
}

type Body = { type?: string; payload?: string | Buffer };

function bodyFor(route: CatalogRoute): fc.Arbitrary<Body> {
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((value) => ({ type: JSON_TYPE, payload: JSON.stringify(value) ?? 'null' }));
  const schema: JsonSchema | undefined = route.body;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 3, arbitrary: json(schema ? validValue(schema) : randomBody) },
    { weight: 4, arbitrary: json(schema ? mutatedValue(schema) : randomBody) },
    { weight: 2, arbitrary: json(randomBody) },
    { weight: 2, arbitrary: rawBodies },
    // Routes without a JSON schema include the uploads, which read multipart forms.
    { weight: schema ? 1 : 6, arbitrary: multipartBodies },
  );
}

/**
 * Requests for one route: its path parameters are real ids and tokens or hostile segments, its
 * query valid or hostile, its body (for methods that take one) valid, mutated, random or raw.
 * Addresses vary so that rate limits do not stop the requests before the code under test.
 */
export function requestsFor(
  route: CatalogRoute,
  targets: FuzzTargets,
  authorization: fc.Arbitrary<string | undefined>,
): fc.Arbitrary<FuzzRequest> {
  // Half the requests spell their path another way (`/%61pi/…`, `//`, `/./`): every route gets
  // the tricks that once walked past the guard, without being listed anywhere.
  const spelling = fc.option(fc.nat(), { freq: 2, nil: undefined });
  const real = fc.constantFrom(...targets.ids, ...targets.tokens);
  const segments = fc.record(
    Object.fromEntries(route.params.map((name) => [name, fc.oneof(real, hostileSegment)])),
  );
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return fc
    .record({
      segments,
      query: queryFor(route),
      body: hasBody ? bodyFor(route) : fc.constant<Body>({}),
      authorization,
      remoteAddress: fc.ipV4(),
      spelling,
    })
    .map(
      ({
        segments: values,
        query,
        body,
        authorization: credentials,
        remoteAddress,
        spelling: pick,
      }) => {
        const canonical = fillPath(route.url, values as Record<string, string>);
        const spellings = pick === undefined ? [] : pathSpellings(canonical);
        const path = spellings.length ? spellings[pick! % spellings.length]! : canonical;
        const headers: Record<string, string> = {};
        if (credentials) headers.authorization = credentials;
        if (body.type) headers['content-type'] = body.type;
        return {
          method: route.method,
          url: query ? `${path}?${query}` : path,
          headers,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
          remoteAddress,
        };
      },
    );
}

export const toInject = (request: FuzzRequest): InjectOptions => ({
  ...request,
  method: request.method as InjectOptions['method'],
});
