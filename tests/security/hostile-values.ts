import fc from 'fast-check';

/**
 * Values people (or scripts) send that a form would never produce. Each class has broken real
 * servers: NUL bytes and lone surrogates that PostgreSQL refuses, numbers past int4/int8 or
 * JavaScript's safe range, years PostgreSQL cannot store, path tricks, prototype keys.
 */
const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0644\u0627',
  '👩🏽‍🔬'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%zz',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '${7*7}{{7*7}}',
  '=cmd|"/c calc"!A1',
  '0000-01-01',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '0000-06-01T00:00:00Z',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999',
  '2147483648',
  '9223372036854775808',
  'true',
  'null',
  '__proto__',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'A'.repeat(43),
  'x'.repeat(10_000),
];

/** Strings of every shape: the corpus above, random unicode, and long runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.nat({ max: 300_000 }).map((length) => 'é'.repeat(length)) },
);

const TRICKY_NUMBERS = [
  -1,
  0,
  0.5,
  -0.000001,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
];

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...TRICKY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased towards the hostile strings and numbers above. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [null],
      JSON.parse('{"__proto__":1}'),
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Whole bodies with no relation to the route: random JSON of random shapes. */
export const randomBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(hostileString, hostileValue, { maxKeys: 8 }),
  fc.array(hostileValue, { maxLength: 5 }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}')),
);

/**
 * Percent-encodes the UTF-8 bytes of any string. Unlike encodeURIComponent it never throws: a
 * lone surrogate becomes U+FFFD, as it would in a browser (raw ones are in the segment list).
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** URLs stay under what an HTTP server accepts in a request line (16 kB in Node.js). */
const inUrl = hostileString.map((text) => text.slice(0, 2000));

/** A path segment: random text (escaped or not), ids, huge numbers, traversal, bad escapes. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: inUrl.map(percentEncode) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map(percentEncode) },
  { weight: 1, arbitrary: fc.uuid().map((uuid) => uuid.toUpperCase()) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '..',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f',
      '%00',
      '%',
      '%zz',
      '%C0%AE%C0%AE%2F',
      '%F0%9F%92%A9',
      '%ED%A0%80',
      '+',
      '%20',
      'a;b=c',
      'x'.repeat(5000),
    ),
  },
);

/** Query strings: known names with hostile values, repeated names, nested and unknown keys. */
export function hostileQuery(knownNames: readonly string[]): fc.Arbitrary<string> {
  const name = knownNames.length ? fc.oneof(fc.constantFrom(...knownNames), inUrl) : inUrl;
  const value = fc.oneof(
    inUrl,
    hostileNumber.map(String),
    fc.constantFrom('', '[]', '{}', 'a[b]=c'),
  );
  const pair = fc
    .tuple(name, value, fc.boolean())
    .map(([key, text, escape]) =>
      escape ? `${percentEncode(key)}=${percentEncode(text)}` : `${key}=${text}`,
    )
    .map((text) => text.replaceAll('#', '%23').replaceAll(' ', '%20'));
  return fc.oneof(
    fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.join('&')),
    fc.constantFrom('__proto__[x]=1', 'limit=1&limit=2', 'a=%', '&&&', '=x', 'q[]=1&q[]=2'),
  );
}
