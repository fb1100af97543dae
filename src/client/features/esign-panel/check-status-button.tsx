import { ESIGN_STATUS_LABELS } from '../../../domain/esign/esign.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCheckEnvelopeStatus } from './api.ts';
import { failureText } from './failure-text.ts';

/** Asks the provider now: the panel does not poll on its own (DocuSign counts every poll). */
export function CheckStatusButton({ documentId }: { documentId: string }) {
  const check = useCheckEnvelopeStatus(documentId);
  return (
    <Button
      variant="secondary"
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
      aria-disabled={check.isPending}
      onClick={() => {
        if (check.isPending) return;
        check.mutate(undefined, {
          onSuccess: (envelope) =>
            toast({
              title: 'Status updated',
              description: `The signature request is ${ESIGN_STATUS_LABELS[envelope.status]}.`,
            }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Failed to check status',
              description: failureText(error),
            }),
        });
      }}
    >
      {check.isPending ? 'Checking...' : 'Check status'}
    </Button>
  );
}
