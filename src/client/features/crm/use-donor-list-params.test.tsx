import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DonorFilters } from './donor-filters.tsx';
import { useDonorListParams } from './use-donor-list-params.ts';

/** The donor list's filters with what it would ask the API for, instead of the table. */
function DonorListFilters() {
  const list = useDonorListParams();
  return (
    <>
      <DonorFilters
        filters={list.filters}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        onSearchCommit={list.commitSearch}
        onStatusChange={list.setStatus}
      />
      <button type="button" onClick={() => list.setPage((list.filters.page ?? 1) + 1)}>
        Next page
      </button>
      <output>{JSON.stringify(list.filters)}</output>
    </>
  );
}

function renderDonors(url: string) {
  const router = createMemoryRouter([{ path: '/crm', element: <DonorListFilters /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return {
    filters: () => JSON.parse(screen.getByRole('status').textContent ?? '') as unknown,
    url: () => router.state.location.search,
    back: () => act(() => router.navigate(-1)),
  };
}

const statusSelect = () => screen.getByRole('combobox', { name: 'Status' });

describe('the donor list filters in the URL', () => {
  it('asks for the first page of all donors by default', () => {
    const donors = renderDonors('/crm');
    expect(donors.filters()).toEqual({ page: 1 });
    expect((statusSelect() as HTMLSelectElement).value).toBe('');
  });

  it('reads a known status, search and page from a shared link', () => {
    const donors = renderDonors('/crm?q=ada&status=lapsed&page=3');
    expect(donors.filters()).toEqual({ q: 'ada', status: 'lapsed', page: 3 });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search donors' }).value).toBe(
      'ada',
    );
    expect((statusSelect() as HTMLSelectElement).value).toBe('lapsed');
  });

  it('ignores a status it does not know and a page that is not a page', () => {
    const donors = renderDonors('/crm?status=deleted&page=-4');
    expect(donors.filters()).toEqual({ page: 1 });
    expect((statusSelect() as HTMLSelectElement).value).toBe('');
  });

  it('filters by the chosen status from page 1, and "All statuses" removes the filter', async () => {
    const user = userEvent.setup();
    const donors = renderDonors('/crm?page=2&q=ada');
    await user.selectOptions(statusSelect(), 'cultivating');
    expect(donors.filters()).toEqual({ q: 'ada', status: 'cultivating', page: 1 });
    expect(donors.url()).toBe('?q=ada&status=cultivating');

    await user.selectOptions(statusSelect(), '');
    expect(donors.url()).toBe('?q=ada');
  });

  it('searches on the Search button, from page 1, keeping the status', async () => {
    const user = userEvent.setup();
    const donors = renderDonors('/crm?status=donor&page=5');
    await user.type(screen.getByRole('searchbox', { name: 'Search donors' }), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(donors.filters()).toEqual({ q: 'Lovelace', status: 'donor', page: 1 });
  });

  it('keeps the filters when paging, and Back returns to the previous page', async () => {
    const user = userEvent.setup();
    const donors = renderDonors('/crm?status=prospect');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(donors.filters()).toEqual({ status: 'prospect', page: 2 });
    await donors.back();
    expect(donors.filters()).toEqual({ status: 'prospect', page: 1 });
  });
});
