import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCampaignDto } from '../../../domain/crm/email-campaign-dtos.ts';
import type {
  EmailCampaignInput,
  EmailSegment,
  UpdateEmailCampaignInput,
} from '../../../domain/crm/outreach-schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** Email campaigns: draft → scheduled → sent, all mail through the outbox. */

export const EMAIL_CAMPAIGNS_URL = '/api/email-campaigns';
const campaignUrl = (id: string) => `${EMAIL_CAMPAIGNS_URL}/${encodeURIComponent(id)}`;

export const emailCampaignsQuery = () =>
  queryOptions<EmailCampaignDto[]>({ queryKey: [EMAIL_CAMPAIGNS_URL] });

/** A POST read: the segment goes in the body, and the key holds it so each segment caches apart. */
export const recipientCountQuery = (segment: EmailSegment) =>
  queryOptions({
    queryKey: [`${EMAIL_CAMPAIGNS_URL}/recipient-count`, segment],
    queryFn: async () => {
      const res = await apiRequest('POST', `${EMAIL_CAMPAIGNS_URL}/recipient-count`, { segment });
      return (await res.json()) as { recipientCount: number };
    },
    placeholderData: (previous) => previous,
  });

function useCampaignMutation<Variables>(request: (variables: Variables) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables): Promise<EmailCampaignDto> => {
      const res = await request(variables);
      return (await res.json()) as EmailCampaignDto;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EMAIL_CAMPAIGNS_URL] }),
  });
}

export const useCreateEmailCampaign = () =>
  useCampaignMutation((input: EmailCampaignInput) =>
    apiRequest('POST', EMAIL_CAMPAIGNS_URL, input),
  );

export const useUpdateEmailCampaign = () =>
  useCampaignMutation(({ id, changes }: { id: string; changes: UpdateEmailCampaignInput }) =>
    apiRequest('PATCH', campaignUrl(id), changes),
  );

export const useScheduleEmailCampaign = () =>
  useCampaignMutation(({ id, scheduledFor }: { id: string; scheduledFor: string }) =>
    apiRequest('POST', `${campaignUrl(id)}/schedule`, { scheduledFor }),
  );

export const useUnscheduleEmailCampaign = () =>
  useCampaignMutation((id: string) => apiRequest('POST', `${campaignUrl(id)}/unschedule`));

export const useSendEmailCampaign = () =>
  useCampaignMutation((id: string) => apiRequest('POST', `${campaignUrl(id)}/send`));

export function useDeleteEmailCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiRequest('DELETE', campaignUrl(id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EMAIL_CAMPAIGNS_URL] }),
  });
}
