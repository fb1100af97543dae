import { QueryClient } from '@tanstack/react-query';
import type { QueryFunction } from '@tanstack/react-query';
import { forgetSessionOnUnauthorized, sendRequest, throwIfResNotOk } from './api-request.ts';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read (admin spec §7): a GET on the first element of the query key, parsed as JSON.
 * `returnNull` turns a 401 into `null` for reads that are allowed to find nobody signed in.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') throw new Error('The first element of a query key must be a URL');

    const res = await sendRequest('GET', url);
    forgetSessionOnUnauthorized(res);
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * Cached data never goes stale and nothing refetches or retries on its own: screens stay still
 * until the admin acts, and mutations invalidate exactly the lists they change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
