import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../domain/common/i18n.ts';
import type {
  CodeMailedDto,
  LinkGateDto,
  VisitorPassDto,
} from '../../../domain/sharing/link-protection.ts';
import { readWithPass, sendWithPass, sharedDocumentUrl } from './api.ts';
import { keepVisitorPass } from './visitor-pass.ts';

/**
 * What a protected link asks of this device before the document (ADR 049): reading the gate
 * counts nothing, so it runs before the view, which counts one.
 */
export const linkGateUrl = (token: string) => `${sharedDocumentUrl(token)}/gate`;

export const useLinkGate = (token: string) =>
  useQuery<LinkGateDto>({ queryKey: [linkGateUrl(token)], queryFn: readWithPass(token) });

/** A passcode or code accepted: the pass is kept and the gate moves on to what is left. */
function useGateStep<Input>(token: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input): Promise<VisitorPassDto> => {
      const res = await sendWithPass(token, 'POST', `${sharedDocumentUrl(token)}${path}`, input);
      return (await res.json()) as VisitorPassDto;
    },
    onSuccess: (answer) => {
      keepVisitorPass(token, answer.visitorPass);
      queryClient.setQueryData([linkGateUrl(token)], answer.gate);
    },
  });
}

export const usePasscode = (token: string) => useGateStep<{ passcode: string }>(token, '/passcode');

export const useCheckCode = (token: string) =>
  useGateStep<{ email: string; code: string }>(token, '/email-code/check');

/** Mails a code to the address, in the page's language. */
export const useRequestCode = (token: string) =>
  useMutation({
    mutationFn: async (input: { email: string; language: Locale }): Promise<CodeMailedDto> => {
      const res = await sendWithPass(
        token,
        'POST',
        `${sharedDocumentUrl(token)}/email-code`,
        input,
      );
      return (await res.json()) as CodeMailedDto;
    },
  });

/** A heartbeat of a visible page (HEARTBEAT_SECONDS); a failed one is only a lost beat. */
export const sendHeartbeat = (token: string) =>
  sendWithPass(token, 'POST', `${sharedDocumentUrl(token)}/heartbeat`).then(
    () => undefined,
    () => undefined,
  );
