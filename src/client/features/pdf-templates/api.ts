import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PdfTemplateDto,
  PdfTemplateSummaryDto,
  SaveTemplateInput,
} from '../../../domain/esign/pdf-templates.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** PDF templates (ADR 050). Query keys start with the URL, as everywhere. */
export const pdfTemplatesQuery = () =>
  queryOptions<PdfTemplateSummaryDto[]>({ queryKey: ['/api/pdf-templates'] });

const templatePath = (id: string) => `/api/pdf-templates/${encodeURIComponent(id)}`;

export const pdfTemplateQuery = (id: string) =>
  queryOptions<PdfTemplateDto>({ queryKey: [templatePath(id)] });

/** The original PDF, for pdf.js to draw the pages from. */
export const templatePdfUrl = (id: string) => `${templatePath(id)}/pdf`;

export function useUploadTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData): Promise<PdfTemplateDto> =>
      (await (await apiRequest('POST', '/api/pdf-templates', form)).json()) as PdfTemplateDto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdfTemplatesQuery().queryKey }),
  });
}

/** Replaces the name, the signer count and every field; the editor starts again from the answer. */
export function useSaveTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveTemplateInput): Promise<PdfTemplateDto> =>
      (await (await apiRequest('PUT', templatePath(id), input)).json()) as PdfTemplateDto,
    onSuccess: (saved) => {
      queryClient.setQueryData(pdfTemplateQuery(id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: pdfTemplatesQuery().queryKey });
    },
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest('DELETE', templatePath(id));
    },
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: pdfTemplateQuery(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: pdfTemplatesQuery().queryKey });
    },
  });
}
