import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Locale } from '../../../domain/common/i18n.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { Button } from '../../ui/button.tsx';
import { UNSUBSCRIBE_COPY } from './unsubscribe-copy.ts';

type UnsubscribeState = { language: Locale; subscribed: boolean };

/** The server's own message (a 404's "This unsubscribe link is not valid…"), else ours. */
const messageOf = (error: unknown, fallback: string) => {
  const text = error instanceof Error ? error.message.replace(/^\d+: /, '') : '';
  try {
    return (JSON.parse(text) as { message?: string }).message ?? fallback;
  } catch {
    return fallback;
  }
};

/**
 * The page behind the link in a campaign mail's footer and List-Unsubscribe header. Opening it
 * changes nothing (link scanners open every link): only the button unsubscribes, and after that
 * "Subscribe again" undoes it, by the donor's own hand with the same link.
 */
export function UnsubscribePage({ token, locale }: { token: string; locale: Locale }) {
  const words = UNSUBSCRIBE_COPY[locale];
  const url = `/api/unsubscribe/${encodeURIComponent(token)}`;
  const queryClient = useQueryClient();
  const [isBack, setIsBack] = useState(false);
  const state = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: async () => (await (await apiRequest('GET', url)).json()) as UnsubscribeState,
    retry: false,
  });
  const change = useMutation({
    mutationFn: async (action: 'unsubscribe' | 'subscribe') =>
      (await (await apiRequest('POST', url, { action })).json()) as UnsubscribeState,
    onSuccess: (next) => {
      setIsBack(next.subscribed);
      queryClient.setQueryData(['unsubscribe', token], next);
    },
  });

  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <h1 className="text-3xl font-semibold text-ink">
        {state.data && !state.data.subscribed ? words.unsubscribedTitle : words.title}
      </h1>
      <div aria-live="polite" className="grid gap-4">
        {state.isPending && <p>{words.loading}</p>}
        {state.isError && <p role="alert">{messageOf(state.error, words.failed)}</p>}
        {state.data?.subscribed === true && (
          <>
            {isBack ? <p>{words.subscribedAgain}</p> : <p>{words.subscribedText}</p>}
            {!isBack && (
              <div>
                <Button disabled={change.isPending} onClick={() => change.mutate('unsubscribe')}>
                  {change.isPending ? words.working : words.unsubscribe}
                </Button>
              </div>
            )}
          </>
        )}
        {state.data?.subscribed === false && (
          <>
            <p>{words.unsubscribedText}</p>
            <div>
              <Button
                variant="secondary"
                disabled={change.isPending}
                onClick={() => change.mutate('subscribe')}
              >
                {change.isPending ? words.working : words.subscribeAgain}
              </Button>
            </div>
          </>
        )}
        {change.isError && <p role="alert">{messageOf(change.error, words.failed)}</p>}
      </div>
    </div>
  );
}
