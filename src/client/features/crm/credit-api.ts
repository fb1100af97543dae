import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddSoftCreditInput,
  CreateHouseholdInput,
  HouseholdDto,
  MergeDonorsDto,
  SoftCreditDto,
  UpdateHouseholdInput,
} from '../../../domain/crm/credit-schemas.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { donorUrl, invalidateCrm } from './api.ts';

/**
 * Soft credits, households and merging duplicates. Every change moves reports and totals, so each
 * refreshes the CRM's reads (their keys start with /api/donors, /api/donations or /api/crm).
 */

const softCreditsUrl = (donationId: string) =>
  `/api/donations/${encodeURIComponent(donationId)}/soft-credits`;
const householdUrl = (id: string) => `/api/households/${encodeURIComponent(id)}`;

export const householdQuery = (donorId: string) =>
  queryOptions<{ household: HouseholdDto | null }>({
    queryKey: [`${donorUrl(donorId)}/household`],
  });

function useCrmMutation<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => invalidateCrm(queryClient) });
}

const readJson = async <T>(res: Response) => (await res.json()) as T;

export const useAddSoftCredit = (donationId: string) =>
  useCrmMutation((input: AddSoftCreditInput) =>
    apiRequest('POST', softCreditsUrl(donationId), input).then(readJson<SoftCreditDto>),
  );

export const useRemoveSoftCredit = () =>
  useCrmMutation(async (id: string) => {
    await apiRequest('DELETE', `/api/soft-credits/${encodeURIComponent(id)}`);
  });

export const useCreateHousehold = () =>
  useCrmMutation((input: CreateHouseholdInput) =>
    apiRequest('POST', '/api/households', input).then(readJson<HouseholdDto>),
  );

export const useUpdateHousehold = (id: string) =>
  useCrmMutation((input: UpdateHouseholdInput) =>
    apiRequest('PATCH', householdUrl(id), input).then(readJson<HouseholdDto>),
  );

export const useAddHouseholdMember = (id: string) =>
  useCrmMutation((donorId: string) =>
    apiRequest('POST', `${householdUrl(id)}/members`, { donorId }).then(readJson<HouseholdDto>),
  );

export const useRemoveHouseholdMember = (id: string) =>
  useCrmMutation((donorId: string) =>
    apiRequest('DELETE', `${householdUrl(id)}/members/${encodeURIComponent(donorId)}`).then(
      readJson<HouseholdDto>,
    ),
  );

/** The donor in the path is kept; the duplicate's records move to it and it is deleted. */
export const useMergeDonor = (keptId: string) =>
  useCrmMutation((duplicateId: string) =>
    apiRequest('POST', `${donorUrl(keptId)}/merge`, { duplicateId }).then(readJson<MergeDonorsDto>),
  );
