import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  oneOf,
  positiveInt,
  SEARCH_DEBOUNCE_MS,
  useListSearchParams,
} from './use-list-search-params.ts';

/** A list page as the features build it: a search form, a filter, pages, and what it shows. */
function ListPage() {
  const list = useListSearchParams('q');
  const colour = oneOf(['red', 'blue'] as const, list.params.get('colour')) ?? 'any';
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          list.commitSearch();
        }}
      >
        <input
          type="search"
          aria-label="Search"
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
        />
      </form>
      <select
        aria-label="Colour"
        value={colour === 'any' ? '' : colour}
        onChange={(event) => list.setFilters({ colour: event.target.value })}
      >
        <option value="">Any colour</option>
        <option value="red">Red</option>
        <option value="blue">Blue</option>
      </select>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => list.setPage(1)}>
        First page
      </button>
      <p data-testid="shown">
        page {list.page}; search {list.search ?? '(none)'}; colour {colour}
      </p>
    </>
  );
}

/** Opens `url` with '/start' before it in the history and `later` entries after it. */
function renderList(url: string, later: string[] = []) {
  const router = createMemoryRouter([{ path: '*', element: <ListPage /> }], {
    initialEntries: ['/start', url, ...later],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return {
    router,
    search: () => new URLSearchParams(router.state.location.search),
    shown: () => screen.getByTestId('shown').textContent,
    back: () => act(() => router.navigate(-1)),
    forward: () => act(() => router.navigate(1)),
  };
}

const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });

describe('positiveInt and oneOf', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['0', undefined],
    ['-2', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
    [null, undefined],
  ])('positiveInt(%j) is %j', (value, expected) => {
    expect(positiveInt(value)).toBe(expected);
  });

  it('keeps only the listed values', () => {
    expect(oneOf(['red', 'blue'], 'red')).toBe('red');
    expect(oneOf(['red', 'blue'], 'RED')).toBeUndefined();
    expect(oneOf(['red', 'blue'], '')).toBeUndefined();
    expect(oneOf(['red', 'blue'], null)).toBeUndefined();
  });
});

describe('useListSearchParams', () => {
  it('starts on page 1 with no search and no filter', () => {
    const list = renderList('/list');
    expect(list.shown()).toBe('page 1; search (none); colour any');
    expect(searchBox().value).toBe('');
  });

  it('reads page, search and filter from the URL, and ignores values it cannot use', () => {
    const list = renderList('/list?page=4&q=ada&colour=blue');
    expect(list.shown()).toBe('page 4; search ada; colour blue');
    expect(searchBox().value).toBe('ada');
  });

  it.each(['0', '-1', '2.5', 'two', ''])('treats ?page=%s as page 1', (page) => {
    const list = renderList(`/list?page=${page}&colour=green`);
    expect(list.shown()).toBe('page 1; search (none); colour any');
  });

  it('treats a search of only spaces as no search', () => {
    const list = renderList('/list?q=%20%20');
    expect(list.shown()).toBe('page 1; search (none); colour any');
  });

  it('pushes a history entry for each page, and page 1 leaves the parameter out', async () => {
    const user = userEvent.setup();
    const list = renderList('/list?colour=red');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(list.search().get('page')).toBe('3');
    expect(list.search().get('colour')).toBe('red');

    await list.back();
    expect(list.shown()).toBe('page 2; search (none); colour red');

    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(list.search().has('page')).toBe(false);
    expect(list.search().get('colour')).toBe('red');
  });

  it('goes back to page 1 when a filter changes, without a history entry of its own', async () => {
    const user = userEvent.setup();
    const list = renderList('/list?page=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'blue');
    expect(list.shown()).toBe('page 1; search (none); colour blue');
    expect(list.search().toString()).toBe('colour=blue');

    // The filter replaced the entry: Back leaves the list.
    await list.back();
    expect(list.router.state.location.pathname).toBe('/start');
  });

  it('removes a filter set to the empty value', async () => {
    const user = userEvent.setup();
    const list = renderList('/list?colour=red&q=ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), '');
    expect(list.search().toString()).toBe('q=ada');
  });

  describe('the search box', () => {
    // Fake timers pin the pause exactly. Typing goes through fireEvent: user-event's waits run
    // through Testing Library's async wrapper, which only advances Jest's fake timers, not Vitest's.
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Types `text` one key at a time after what the box holds. */
    const type = (text: string) => {
      for (const key of text) {
        fireEvent.change(searchBox(), { target: { value: searchBox().value + key } });
      }
    };
    const clear = () => fireEvent.change(searchBox(), { target: { value: '' } });
    const pressEnter = () => fireEvent.submit(screen.getByRole('search'));
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const nextPage = () => fireEvent.click(screen.getByRole('button', { name: 'Next page' }));

    it('writes the search to the URL after a pause in typing, and goes back to page 1', async () => {
      const list = renderList('/list?page=2');
      type('ada');
      expect(searchBox().value).toBe('ada');
      expect(list.search().has('q')).toBe(false);

      await wait(SEARCH_DEBOUNCE_MS - 1);
      expect(list.search().has('q')).toBe(false);
      await wait(1);
      expect(list.search().toString()).toBe('q=ada');
      expect(list.shown()).toBe('page 1; search ada; colour any');
    });

    it('waits for the pause after the last key, not the first', async () => {
      const list = renderList('/list');
      type('ad');
      await wait(SEARCH_DEBOUNCE_MS - 50);
      type('a');
      await wait(SEARCH_DEBOUNCE_MS - 50);
      expect(list.search().has('q')).toBe(false);
      await wait(50);
      expect(list.search().get('q')).toBe('ada');
    });

    it('searches at once on Enter', async () => {
      const list = renderList('/list');
      type('grace');
      pressEnter();
      await wait(0);
      expect(list.search().get('q')).toBe('grace');
    });

    it('removes the search from the URL when the box is emptied or holds only spaces', async () => {
      const list = renderList('/list?q=ada&colour=red');
      clear();
      type('   ');
      pressEnter();
      await wait(0);
      expect(list.search().toString()).toBe('colour=red');
      expect(searchBox().value).toBe('   ');
    });

    it('keeps a filter chosen during the pause when the search is written', async () => {
      const list = renderList('/list');
      type('ada');
      fireEvent.change(screen.getByRole('combobox', { name: 'Colour' }), {
        target: { value: 'red' },
      });
      await wait(0);
      expect(list.search().toString()).toBe('colour=red');
      await wait(SEARCH_DEBOUNCE_MS);
      expect(list.search().get('colour')).toBe('red');
      expect(list.search().get('q')).toBe('ada');
    });

    it('keeps what is typed after Enter while the URL catches up', async () => {
      const list = renderList('/list');
      type('ada');
      pressEnter();
      type(' love');
      await wait(0);
      expect(list.search().get('q')).toBe('ada');
      expect(searchBox().value).toBe('ada love');
      await wait(SEARCH_DEBOUNCE_MS);
      expect(list.search().get('q')).toBe('ada love');
    });

    it('follows Back and Forward to another search', async () => {
      const list = renderList('/list?q=ada', ['/list?q=bob&page=2']);
      expect(searchBox().value).toBe('ada');
      await list.forward();
      expect(searchBox().value).toBe('bob');
      expect(list.shown()).toBe('page 2; search bob; colour any');
      await list.back();
      expect(searchBox().value).toBe('ada');
      // Nothing is written back over the entry that Back went to.
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(list.search().toString()).toBe('q=ada');
    });

    /** ?q=ada, then page 2, then a new search: 'bob' replaces the page-2 entry. */
    async function searchAdaThenBob() {
      const list = renderList('/list');
      type('ada');
      pressEnter();
      await wait(0);
      nextPage();
      await wait(0);
      clear();
      type('bob');
      pressEnter();
      await wait(0);
      expect(list.search().toString()).toBe('q=bob');
      return list;
    }

    it('follows Back to the search before the one it wrote', async () => {
      const list = await searchAdaThenBob();
      await list.back();
      expect(searchBox().value).toBe('ada');
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(list.search().toString()).toBe('q=ada');
    });

    it('follows Forward to the search it wrote itself', async () => {
      const list = await searchAdaThenBob();
      await list.back();
      expect(searchBox().value).toBe('ada');

      await list.forward();
      expect(list.shown()).toBe('page 1; search bob; colour any');
      expect(searchBox().value).toBe('bob');
      await wait(SEARCH_DEBOUNCE_MS);
      expect(list.search().toString()).toBe('q=bob');
    });
  });
});
