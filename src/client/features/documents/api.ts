import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import type { AuditEntryDto } from '../../../domain/audit/dtos.ts';
import type {
  CreateDocumentInput,
  UpdateDocumentInput,
} from '../../../domain/documents/schemas.ts';
import type {
  DocumentDto,
  DocumentListItemDto,
  DocumentPreviewDto,
  SentDocumentDto,
} from '../../../domain/documents/dtos.ts';
import type { DocumentSendDto } from '../../../domain/documents/sends.ts';
import { documentDownloadFilename } from '../../../domain/documents/rules.ts';
import type { SendDocumentInput } from '../../../domain/sharing/link-delivery.ts';
import { DOCUMENT_PAGE_SIZE } from '../../../domain/documents/documents.ts';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import {
  apiRequest,
  forgetSessionOnUnauthorized,
  sendRequest,
  throwIfResNotOk,
} from '../../lib/api-request.ts';
import { saveBlob } from '../../lib/download-file.ts';

/**
 * Document reads and writes (admin spec §7). Query keys start with the URL, so the default
 * queryFn can read them and invalidation can match on the URL prefix.
 */

export const DOCUMENTS_URL = '/api/documents';
export const DASHBOARD_STATS_URL = '/api/dashboard/stats';
export const PARTNERS_URL = '/api/partners';
export const TEMPLATES_URL = '/api/templates';

export interface DocumentListFilters {
  q?: string;
  status?: string;
  /** 1-based. */
  page?: number;
  expiringWithinDays?: number;
}

export interface DocumentPage {
  items: DocumentListItemDto[];
  total: number;
}

export function documentListUrl({ q, status, page = 1, expiringWithinDays }: DocumentListFilters) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status && status !== 'all') params.set('status', status);
  if (expiringWithinDays) params.set('expiringWithinDays', String(expiringWithinDays));
  params.set('limit', String(DOCUMENT_PAGE_SIZE));
  params.set('offset', String((Math.max(1, page) - 1) * DOCUMENT_PAGE_SIZE));
  return `${DOCUMENTS_URL}?${params.toString()}`;
}

/** The list plus X-Total-Count, which the default queryFn cannot see. */
const readDocumentPage: QueryFunction<DocumentPage> = async ({ queryKey }) => {
  const url = String(queryKey[0]);
  const res = await sendRequest('GET', url);
  forgetSessionOnUnauthorized(res);
  await throwIfResNotOk(res);
  const items = (await res.json()) as DocumentListItemDto[];
  const header = Number(res.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
};

export function useDocumentPage(filters: DocumentListFilters) {
  return useQuery({
    // The second element keeps this paged shape apart from plain array reads of the same URL.
    queryKey: [documentListUrl(filters), 'page'],
    queryFn: readDocumentPage,
    placeholderData: (previous) => previous,
  });
}

export function useDocument(id: string) {
  return useQuery<DocumentDto>({ queryKey: [`${DOCUMENTS_URL}/${id}`] });
}

export function useDocumentAudit(id: string) {
  const params = new URLSearchParams({ entity: 'document', entityId: id });
  return useQuery<AuditEntryDto[]>({ queryKey: [`/api/audit?${params.toString()}`] });
}

/** Same keys as the Partners and Templates pages use, so the cache is shared. */
export const usePartners = () => useQuery<PartnerDto[]>({ queryKey: [PARTNERS_URL] });
export const useTemplates = () => useQuery<TemplateDto[]>({ queryKey: [TEMPLATES_URL] });

/**
 * After a create, send, edit or upload (spec §7): every document list and detail, the dashboard
 * stats, the partners (a new partner may exist) and the audit entries.
 */
export function invalidateDocumentQueries(queryClient: QueryClient) {
  const prefixes = [DOCUMENTS_URL, DASHBOARD_STATS_URL, PARTNERS_URL, '/api/audit'];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [url] = queryKey;
      return typeof url === 'string' && prefixes.some((prefix) => url.startsWith(prefix));
    },
  });
}

export async function createDocument(input: CreateDocumentInput): Promise<DocumentDto> {
  const res = await apiRequest('POST', DOCUMENTS_URL, input);
  return (await res.json()) as DocumentDto;
}

/** The text the NDA would have once created, placeholders filled in; nothing is saved. */
export async function previewDocument(input: CreateDocumentInput): Promise<DocumentPreviewDto> {
  const res = await apiRequest('POST', `${DOCUMENTS_URL}/preview`, input);
  return (await res.json()) as DocumentPreviewDto;
}

/** What was mailed about the NDA and to whom, newest first (sends and invitations). */
export const useDocumentSends = (id: string) =>
  useQuery<DocumentSendDto[]>({ queryKey: [`${DOCUMENTS_URL}/${id}/sends`] });

/** Marks the NDA sent and mails the partner a link; `delivery` says whether mail went out. */
export async function sendDocument(id: string, input: SendDocumentInput): Promise<SentDocumentDto> {
  const res = await apiRequest('POST', `${DOCUMENTS_URL}/${id}/send`, input);
  return (await res.json()) as SentDocumentDto;
}

/**
 * Sending also makes a share link (under /api/documents/:id/, already covered) and a message in
 * the outbox.
 */
export function invalidateAfterSending(queryClient: QueryClient) {
  return Promise.all([
    invalidateDocumentQueries(queryClient),
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => String(queryKey[0]).startsWith('/api/outbox'),
    }),
  ]);
}

export function useSendDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SendDocumentInput }) =>
      sendDocument(id, input),
    onSettled: () => invalidateAfterSending(queryClient),
  });
}

export function useUpdateDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateDocumentInput): Promise<DocumentDto> => {
      const res = await apiRequest('PATCH', `${DOCUMENTS_URL}/${id}`, input);
      return (await res.json()) as DocumentDto;
    },
    onSuccess: () => invalidateDocumentQueries(queryClient),
  });
}

export interface UploadDocumentInput {
  file: File;
  partnerId: string;
  title?: string;
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, partnerId, title }: UploadDocumentInput): Promise<DocumentDto> => {
      const body = new FormData();
      body.set('partnerId', partnerId);
      if (title) body.set('title', title);
      body.set('file', file);
      const res = await apiRequest('POST', `${DOCUMENTS_URL}/upload`, body);
      return (await res.json()) as DocumentDto;
    },
    onSuccess: () => invalidateDocumentQueries(queryClient),
  });
}

/** The Word file, under the name spec §2 gives it (lib/download-file.ts says why not a link). */
export async function downloadDocument(id: string, title: string): Promise<void> {
  const res = await apiRequest('GET', `${DOCUMENTS_URL}/${id}/download`);
  saveBlob(await res.blob(), documentDownloadFilename(title));
}
