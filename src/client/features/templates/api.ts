import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import type { TemplateInput, UpdateTemplateInput } from '../../../domain/templates/templates.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** The same key the Create NDA dialog reads, so its template list refreshes with this one. */
export const templatesQuery = () => queryOptions<TemplateDto[]>({ queryKey: ['/api/templates'] });

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TemplateInput): Promise<TemplateDto> => {
      const res = await apiRequest('POST', '/api/templates', input);
      return (await res.json()) as TemplateDto;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQuery().queryKey }),
  });
}

/** Making one template the default clears it on the others, so the whole list is reloaded. */
export function useUpdateTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateTemplateInput): Promise<TemplateDto> => {
      const res = await apiRequest('PATCH', `/api/templates/${id}`, input);
      return (await res.json()) as TemplateDto;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQuery().queryKey }),
  });
}

export function useDeleteTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await apiRequest('DELETE', `/api/templates/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQuery().queryKey }),
  });
}
