/**
 * Other spellings of one path that a router, a proxy or a cache may read as the same address:
 * percent-encoded letters (once or twice), doubled slashes, dot segments (plain and encoded),
 * `;` parameters, backslashes, case changes, a trailing slash, the absolute form of the request
 * target, and combinations. `/api/users` → `/%61pi/users`, `/api//users`, `/api/x/../users`, …
 * None of them is the canonical spelling, so a guarded route must never answer one with 2xx/3xx.
 */

const encodeChar = (char: string) =>
  `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** The index of the first letter or digit of a segment, or -1. */
const firstAlnum = (segment: string) => segment.search(/[A-Za-z0-9]/);

function encodeFirst(segment: string, twice = false): string {
  const at = firstAlnum(segment);
  if (at < 0) return segment;
  const encoded = encodeChar(segment[at]!);
  return (
    segment.slice(0, at) + (twice ? encoded.replace('%', '%25') : encoded) + segment.slice(at + 1)
  );
}

const encodeAll = (segment: string) => [...segment].map(encodeChar).join('');

const swapCase = (text: string) =>
  [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

export function pathSpellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => `/${parts.join('/')}`;
  const replaced = (index: number, value: string) =>
    join(segments.map((segment, at) => (at === index ? value : segment)));
  const last = segments.length - 1;
  const spellings = new Set<string>();

  segments.forEach((segment, index) => {
    spellings.add(replaced(index, encodeFirst(segment)));
    spellings.add(replaced(index, encodeFirst(segment, true)));
    spellings.add(replaced(index, encodeAll(segment)));
    spellings.add(
      replaced(
        index,
        segment.toLowerCase().replace(/^./, (c) => encodeChar(c).toLowerCase()),
      ),
    );
    spellings.add(replaced(index, `${segment};x=1`));
    spellings.add(replaced(index, swapCase(segment)));
    if (index < last) {
      spellings.add(join([...segments.slice(0, index + 1), '', ...segments.slice(index + 1)]));
      spellings.add(join([...segments.slice(0, index + 1), '.', ...segments.slice(index + 1)]));
      spellings.add(
        join([...segments.slice(0, index + 1), 'x', '..', ...segments.slice(index + 1)]),
      );
      spellings.add(join([...segments.slice(0, index + 1), '%2e', ...segments.slice(index + 1)]));
      spellings.add(
        join([...segments.slice(0, index + 1), 'x', '%2E%2E', ...segments.slice(index + 1)]),
      );
      spellings.add(
        `/${segments.slice(0, index + 1).join('/')}%2F${segments.slice(index + 1).join('/')}`,
      );
      spellings.add(
        `/${segments.slice(0, index + 1).join('/')}\\${segments.slice(index + 1).join('/')}`,
      );
    }
  });
  spellings.add(`/${path}`);
  spellings.add(`/.${path}`);
  spellings.add(`${path}/`);
  spellings.add(`${path}/.`);
  spellings.add(`${path};`);
  spellings.add(`${path}//`);
  spellings.add(path.toUpperCase());
  spellings.add(`http://127.0.0.1${path}`);
  spellings.add(`${replaced(0, encodeFirst(segments[0]!))}?x=1`);
  // Combinations: each trick alone might be caught by a different layer.
  spellings.add(`/${replaced(0, encodeFirst(segments[0]!)).replace(/\/(?=[^/]*$)/, '/./')}/`);
  spellings.add(replaced(0, `${encodeFirst(swapCase(segments[0]!))};a`).replace('/', '//'));
  spellings.add(join(segments.map((segment) => encodeFirst(segment))));
  spellings.delete(path);
  return [...spellings];
}
