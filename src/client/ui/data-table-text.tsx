import { Fragment } from 'react';

/**
 * An email address (or a host name) that wraps where a reader expects: after the "@" and before
 * each dot that a letter or digit follows, instead of a letter or two from the end. The text
 * itself is unchanged; in running text (an audit entry's details) a sentence's last dot stays on
 * its word's line.
 */
export function BreakableAddress({ value }: { value: string }) {
  const parts = value.split(/(?=\.[\p{L}\p{N}])|(?<=@)/u);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
