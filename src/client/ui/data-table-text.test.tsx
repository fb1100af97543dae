import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakableAddress } from './data-table-text.tsx';

/** The text between the line-break opportunities (<wbr>) the component offers. */
function parts(value: string): string[] {
  const { container } = render(<BreakableAddress value={value} />);
  const span = container.firstElementChild!;
  expect(span.textContent).toBe(value);
  return span.innerHTML.split('<wbr>');
}

describe('BreakableAddress', () => {
  it('offers a break after the @ and before each dot of an address', () => {
    expect(parts('layout.invitee.mx7lo3z4@example.org')).toEqual([
      'layout',
      '.invitee',
      '.mx7lo3z4@',
      'example',
      '.org',
    ]);
  });

  it("keeps a sentence's last dot, and a dot before a space, on its word's line", () => {
    expect(parts('roles: viewer; username: ada.l. Done.')).toEqual([
      'roles: viewer; username: ada',
      '.l. Done.',
    ]);
  });
});
