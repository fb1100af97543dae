import { Fragment } from 'react';

/**
 * An email address (or a host name) that wraps where a reader expects: after the "@" and before
 * each dot, instead of a letter or two from the end. The text itself is unchanged.
 */
export function BreakableAddress({ value }: { value: string }) {
  const parts = value.split(/(?=\.)|(?<=@)/);
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
