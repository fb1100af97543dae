import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, FilterSelect } from './filter-bar.tsx';

function renderBar(onSearchCommit = vi.fn(), onStatusChange = vi.fn()) {
  render(
    <FilterBar
      label="Filter things"
      search={{
        id: 'thing-search',
        label: 'Search things',
        hint: 'Name or email address',
        value: 'ada',
        onChange: () => undefined,
      }}
      onSearchCommit={onSearchCommit}
    >
      <FilterSelect
        id="thing-status"
        label="Status"
        value=""
        onChange={onStatusChange}
        allLabel="All statuses"
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
      />
    </FilterBar>,
  );
  return { onSearchCommit, onStatusChange };
}

describe('FilterBar', () => {
  it('is a named search landmark whose box and filter are labelled', () => {
    renderBar();
    expect(screen.getByRole('search', { name: 'Filter things' })).toBeTruthy();
    expect(
      screen.getByRole('searchbox', {
        name: 'Search things',
        description: 'Name or email address',
      }),
    ).toBeTruthy();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status.hasAttribute('aria-invalid')).toBe(false);
    expect(status.hasAttribute('aria-describedby')).toBe(false);
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'All statuses'],
      ['open', 'Open'],
      ['closed', 'Closed'],
    ]);
  });

  it('commits the search on its button and applies a filter at once', async () => {
    const user = userEvent.setup();
    const { onSearchCommit, onStatusChange } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearchCommit).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(onStatusChange).toHaveBeenCalledWith('closed');
  });
});
