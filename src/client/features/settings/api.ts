import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryFunction } from '@tanstack/react-query';
import { OUTBOX_PAGE_SIZE } from '../../../domain/mail/mail.ts';
import type { OutboxMessageDto, OutboxMessageSummaryDto } from '../../../domain/mail/dtos.ts';
import type { LinkDelivery } from '../../../domain/mail/link-delivery-dto.ts';
import type {
  AdminAccountDto,
  NewAdminAccountDto,
  SettingsDto,
} from '../../../domain/settings/dtos.ts';
import type {
  ChangePasswordInput,
  CreateAdminInput,
  OrganisationSettingsInput,
  UpdateAdminInput,
} from '../../../domain/settings/settings.ts';
import {
  apiRequest,
  forgetSessionOnUnauthorized,
  sendRequest,
  throwIfResNotOk,
} from '../../lib/api-request.ts';

export const settingsQuery = () => queryOptions<SettingsDto>({ queryKey: ['/api/settings'] });

export const adminAccountsQuery = () =>
  queryOptions<AdminAccountDto[]>({ queryKey: ['/api/users'] });

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput): Promise<void> => {
      await apiRequest('POST', '/api/settings/password', input);
    },
  });
}

/**
 * The organisation name replaces [COMPANY] wherever a document is shown or downloaded, so cached
 * documents are reloaded along with the settings.
 */
export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrganisationSettingsInput): Promise<SettingsDto> => {
      const res = await apiRequest('PATCH', '/api/settings', input);
      return (await res.json()) as SettingsDto;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQuery().queryKey }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) =>
            typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/documents/'),
        }),
      ]),
  });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAdminInput): Promise<NewAdminAccountDto> => {
      const res = await apiRequest('POST', '/api/users', input);
      return (await res.json()) as NewAdminAccountDto;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAccountsQuery().queryKey }),
  });
}

/** Enables or disables an account, or changes its roles (PATCH /api/users/:id). */
export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...change }: { id: string } & UpdateAdminInput) => {
      const res = await apiRequest('PATCH', `/api/users/${id}`, change);
      return (await res.json()) as AdminAccountDto;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAccountsQuery().queryKey }),
  });
}

export const OUTBOX_URL = '/api/outbox';

export interface OutboxFilter {
  /** 'all' or one OutboxStatus. */
  status: string;
  /** 1-based. */
  page: number;
}

export interface OutboxPage {
  items: OutboxMessageSummaryDto[];
  total: number;
}

export function outboxUrl({ status, page }: OutboxFilter) {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  params.set('limit', String(OUTBOX_PAGE_SIZE));
  params.set('offset', String((Math.max(1, page) - 1) * OUTBOX_PAGE_SIZE));
  return `${OUTBOX_URL}?${params.toString()}`;
}

/** The page plus X-Total-Count, which the default queryFn cannot see. */
const readOutboxPage: QueryFunction<OutboxPage> = async ({ queryKey }) => {
  const res = await sendRequest('GET', String(queryKey[0]));
  forgetSessionOnUnauthorized(res);
  await throwIfResNotOk(res);
  const items = (await res.json()) as OutboxMessageSummaryDto[];
  const header = Number(res.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
};

export const outboxQuery = (filter: OutboxFilter) =>
  queryOptions<OutboxPage>({
    // The second element keeps this paged shape apart from a plain read of the same URL.
    queryKey: [outboxUrl(filter), 'page'],
    queryFn: readOutboxPage,
    placeholderData: (previous) => previous,
  });

/**
 * One message with its body, fetched only while its row is open: the server audits each opening
 * of a message with a private link. Dropped from memory as soon as the row closes (gcTime 0), so
 * bodies are not kept in the page longer than they are shown.
 */
export const outboxMessageQuery = (id: string) =>
  queryOptions<OutboxMessageDto>({ queryKey: [`${OUTBOX_URL}/${id}`], gcTime: 0 });

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<OutboxMessageSummaryDto> => {
      const res = await apiRequest('POST', `${OUTBOX_URL}/${id}/retry`);
      return (await res.json()) as OutboxMessageSummaryDto;
    },
    // Only the pages: a retry changes no body, and reading an open one again would be audited
    // as another opening.
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          typeof queryKey[0] === 'string' &&
          queryKey[0].startsWith(OUTBOX_URL) &&
          queryKey[1] === 'page',
      }),
  });
}

/** A new invitation link for someone who never chose a password (POST /api/users/:id/invitation). */
export function useInviteAgain() {
  return useMutation({
    mutationFn: async (id: string): Promise<LinkDelivery> => {
      const res = await apiRequest('POST', `/api/users/${id}/invitation`);
      return (await res.json()) as LinkDelivery;
    },
  });
}
