/** One SQL statement of a backup and the line it starts on. */
export type Statement = { text: string; line: number };

type State = 'code' | 'quote' | 'escape-quote' | 'identifier' | 'dollar' | 'block-comment';

const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/;
const IDENTIFIER_CHAR = /[A-Za-z0-9_$]/;

/**
 * Splits SQL into statements at the semicolons psql would split at, fed one line at a time:
 * quoted values ('…', E'…', "…"), dollar quotes ($tag$…$tag$) and comments (--, /* *\/) are
 * followed, so a semicolon or line break inside a value ends nothing. Enough of SQL's lexical
 * rules for what pg_dump writes (ADR 042); comments are left out of the statements.
 */
export class StatementSplitter {
  #state: State = 'code';
  #dollarTag = '';
  #commentDepth = 0;
  #pending: string[] = [];
  #startLine = 0;

  /** True while a statement (or a quote or comment within one) is open. */
  get inStatement(): boolean {
    return this.#pending.length > 0 || this.#state !== 'code';
  }

  /** Takes one line, without its line break; returns the statements it ends. */
  push(line: string, lineNumber: number): Statement[] {
    const ended: Statement[] = [];
    let kept = '';
    let from = 0;
    const keep = (to: number) => {
      const text = line.slice(from, to);
      if (this.#pending.length === 0 && kept === '' && text.trim() === '') return;
      if (this.#pending.length === 0 && kept === '') this.#startLine = lineNumber;
      kept += text;
    };
    for (let at = 0; at < line.length; at += 1) {
      const char = line[at]!;
      switch (this.#state) {
        case 'code':
          if (char === "'") {
            const before = line[at - 1];
            const escaped =
              (before === 'E' || before === 'e') && !IDENTIFIER_CHAR.test(line[at - 2] ?? ' ');
            this.#state = escaped ? 'escape-quote' : 'quote';
          } else if (char === '"') {
            this.#state = 'identifier';
          } else if (char === '-' && line[at + 1] === '-') {
            keep(at);
            from = line.length;
            at = line.length;
          } else if (char === '/' && line[at + 1] === '*') {
            keep(at);
            this.#state = 'block-comment';
            this.#commentDepth = 1;
            at += 1;
          } else if (char === '$' && !IDENTIFIER_CHAR.test(line[at - 1] ?? ' ')) {
            const tag = DOLLAR_TAG.exec(line.slice(at, at + 64))?.[0];
            if (tag) {
              this.#state = 'dollar';
              this.#dollarTag = tag;
              at += tag.length - 1;
            }
          } else if (char === ';') {
            keep(at + 1);
            from = at + 1;
            const text = [...this.#pending, kept].join('\n').trim();
            ended.push({ text, line: this.#startLine });
            this.#pending = [];
            kept = '';
          }
          break;
        case 'quote':
          if (char === "'") this.#state = 'code';
          break;
        case 'escape-quote':
          if (char === '\\') at += 1;
          else if (char === "'") this.#state = 'code';
          break;
        case 'identifier':
          if (char === '"') this.#state = 'code';
          break;
        case 'dollar':
          if (line.startsWith(this.#dollarTag, at)) {
            this.#state = 'code';
            at += this.#dollarTag.length - 1;
          }
          break;
        case 'block-comment':
          if (char === '*' && line[at + 1] === '/') {
            this.#commentDepth -= 1;
            at += 1;
            if (this.#commentDepth === 0) {
              this.#state = 'code';
              from = at + 1;
            }
          } else if (char === '/' && line[at + 1] === '*') {
            this.#commentDepth += 1;
            at += 1;
          }
          break;
      }
    }
    if (this.#state !== 'block-comment') keep(line.length);
    if (kept !== '' || this.#pending.length > 0) this.#pending.push(kept);
    return ended;
  }
}
