import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSetPartnerArchived } from './api.ts';

/**
 * Archive puts a partner away without losing anything: it leaves the partner list and the NDA
 * pickers, its NDAs and history stay, and Restore brings it back. Nothing is lost, so no
 * confirmation is asked.
 */
export function ArchivePartnerButton({ partner }: { partner: PartnerDto }) {
  const setArchived = useSetPartnerArchived(partner.id);
  const isArchived = partner.archivedAt !== null;

  function handleClick() {
    setArchived.mutate(!isArchived, {
      onSuccess: () =>
        toast(
          isArchived
            ? {
                title: 'Partner Restored',
                description: `${partner.companyName} is back in the partner list.`,
              }
            : {
                title: 'Partner Archived',
                description: `${partner.companyName} is hidden from the partner list and from new NDAs. Its NDAs are kept.`,
              },
        ),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: isArchived ? 'Failed to restore partner' : 'Failed to archive partner',
          description: describeFailure(error),
        }),
    });
  }

  return (
    <Button variant="secondary" disabled={setArchived.isPending} onClick={handleClick}>
      {setArchived.isPending
        ? isArchived
          ? 'Restoring...'
          : 'Archiving...'
        : isArchived
          ? 'Restore Partner'
          : 'Archive Partner'}
    </Button>
  );
}
