import { describe, expect, it } from 'vitest';
import { StatementSplitter } from './sql-statements.ts';

/** Feeds `text` line by line, as a restore reads a backup. */
function split(text: string) {
  const splitter = new StatementSplitter();
  const statements = text.split('\n').flatMap((line, index) => splitter.push(line, index + 1));
  return { statements, open: splitter.inStatement };
}

describe('StatementSplitter', () => {
  it('ends a statement only at a semicolon outside quotes, dollar quotes and comments', () => {
    const text = [
      "-- a comment; with a quote ' and a semicolon",
      "INSERT INTO public.t VALUES ('a;b', 'it''s', 'two",
      "lines; here', \"odd;name\", E'esc\\'aped;');",
      '',
      'CREATE FUNCTION public.f() RETURNS trigger',
      '    LANGUAGE plpgsql',
      '    AS $_$begin',
      "  perform 1; -- not a comment in here; 'nor a quote",
      'end$_$;',
      '/* a /* nested */ comment; */ SELECT 1; SELECT $$x;$$;',
    ].join('\n');
    const { statements, open } = split(text);
    expect(statements).toEqual([
      {
        line: 2,
        text: "INSERT INTO public.t VALUES ('a;b', 'it''s', 'two\nlines; here', \"odd;name\", E'esc\\'aped;');",
      },
      {
        line: 5,
        text: "CREATE FUNCTION public.f() RETURNS trigger\n    LANGUAGE plpgsql\n    AS $_$begin\n  perform 1; -- not a comment in here; 'nor a quote\nend$_$;",
      },
      { line: 10, text: 'SELECT 1;' },
      { line: 10, text: 'SELECT $$x;$$;' },
    ]);
    expect(open).toBe(false);
  });

  it('keeps blank lines inside a value, and says when a statement is left open', () => {
    const { statements, open } = split("SELECT 'one\n\nthree';\nSELECT 'cut");
    expect(statements).toEqual([{ line: 1, text: "SELECT 'one\n\nthree';" }]);
    expect(open).toBe(true);
  });
});
