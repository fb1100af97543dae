import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type {
  GiftCheckoutStatusDto,
  GiftStartedDto,
  GivingOptionsDto,
} from '../../../domain/giving/dtos.ts';
import type { ParsedGiftInput } from '../../../domain/giving/schemas.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { apiRequest } from '../../lib/api-request.ts';

export const GIVING_URL = '/api/giving';
export const GIVING_OPTIONS_URL = `${GIVING_URL}/options`;
export const checkoutStatusUrl = (sessionId: string) =>
  `${GIVING_URL}/checkouts/${encodeURIComponent(sessionId)}`;

/**
 * How this installation takes gifts: by card (Stripe) or as a pledge. Until it is known, or if
 * it cannot be known, the page offers nothing that depends on it (the fee box); the server
 * decides the path when the form is sent anyway.
 */
export const useGivingOptions = () =>
  useQuery<GivingOptionsDto>({ queryKey: [GIVING_OPTIONS_URL] });

/** The request body: the parsed form, plus the anti-spam field as it was (the server decides). */
export type GiftRequest = ParsedGiftInput & Record<string, unknown>;

/** Sends the form: the answer is Stripe's payment page (card) or a recorded pledge. */
export const useStartGift = () =>
  useMutation({
    mutationFn: async (input: GiftRequest): Promise<GiftStartedDto> => {
      const res = await apiRequest('POST', GIVING_URL, input);
      return (await res.json()) as GiftStartedDto;
    },
  });

export type CheckoutPolling = { intervalMs: number; maxWaitMs: number };

/** A 4xx: asking again would get the same answer. A network failure or a 5xx may pass. */
export function isRefusal(error: unknown): boolean {
  const status = readErrorStatus(error);
  return status !== null && status >= 400 && status < 500;
}

/** The session id is not one the server knows, or not one at all. */
export const isUnknownSession = (error: unknown): boolean =>
  [400, 404].includes(readErrorStatus(error) ?? 0);

/**
 * The payment service reports a card gift to our server by webhook, usually within seconds of
 * the donor's return. So the thank-you page asks every 1.5 s for about 30 s, and stops as soon
 * as the answer is final (anything but "open") or the server refuses for good: a reference it
 * does not know (400, 404) or too many questions (429: the route shares the public status limit).
 */
export const CHECKOUT_POLLING: CheckoutPolling = { intervalMs: 1_500, maxWaitMs: 30_000 };

export function useCheckoutStatus(
  sessionId: string | null,
  polling: CheckoutPolling = CHECKOUT_POLLING,
) {
  const [hasTimedOut, setHasTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHasTimedOut(true), polling.maxWaitMs);
    return () => clearTimeout(timer);
  }, [polling.maxWaitMs]);

  const query = useQuery<GiftCheckoutStatusDto>({
    queryKey: [checkoutStatusUrl(sessionId ?? '')],
    enabled: sessionId !== null,
    refetchInterval: ({ state }) => {
      const isFinal = state.data !== undefined && state.data.status !== 'open';
      return hasTimedOut || isFinal || isRefusal(state.error) ? false : polling.intervalMs;
    },
    refetchIntervalInBackground: true,
  });
  return { ...query, hasTimedOut };
}
