import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryList } from './summary-list.tsx';

describe('SummaryList', () => {
  it('reads each row as a term and its definition, in order', () => {
    render(
      <SummaryList
        variant="boxed"
        rows={[
          { key: 'Campus', value: 'K-12' },
          { key: 'Phone', value: 'Not given', muted: true },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition');
    expect(terms).toEqual(['Campus', 'Phone']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['K-12', 'Not given']);
    expect(definitions[1]?.className).toContain('text-ink-muted');
  });
});
