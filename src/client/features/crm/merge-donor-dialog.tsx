import { useId, useState } from 'react';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { donorDisplayName } from '../../../domain/crm/rules.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useMergeDonor } from './credit-api.ts';
import { DonorPicker } from './donor-picker.tsx';

/**
 * Merges a duplicate record of the same person into this donor: the donor whose profile is open
 * is the one kept, so staff start from the record they trust.
 */
export function MergeDonorDialog({ donor }: { donor: DonorDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const [duplicateId, setDuplicateId] = useState('');
  const [pickError, setPickError] = useState<string | undefined>();
  const merge = useMergeDonor(donor.id);
  const pickerId = useId();
  const name = donorDisplayName(donor);

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) {
      merge.reset();
      setDuplicateId('');
      setPickError(undefined);
    }
  }

  function handleConfirm() {
    if (!duplicateId) {
      setPickError('Choose the duplicate donor');
      return;
    }
    setPickError(undefined);
    merge.mutate(duplicateId, {
      onSuccess: () => {
        toast({ title: 'Donors merged', description: `The duplicate is now part of ${name}.` });
        handleOpenChange(false);
      },
    });
  }

  const fieldError = merge.error ? readFieldErrors(merge.error).duplicateId : undefined;
  return (
    <ConfirmDialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={<Button variant="secondary">Merge a duplicate into this donor</Button>}
      title="Merge a duplicate into this donor"
      description={
        <>
          Choose the other record of {name}. Their gifts, soft credits, interactions, household,
          monthly gifts and letters move here. Empty fields here are filled from theirs. The
          duplicate is then deleted. This cannot be undone.
        </>
      }
      confirmLabel="Merge and delete the duplicate"
      pendingLabel="Merging..."
      isPending={merge.isPending}
      error={merge.error && !fieldError ? describeFailure(merge.error) : null}
      onConfirm={handleConfirm}
    >
      <DonorPicker
        id={pickerId}
        label="Duplicate donor (required)"
        value={duplicateId}
        onChange={setDuplicateId}
        excludeIds={[donor.id]}
        error={pickError ?? fieldError}
      />
    </ConfirmDialog>
  );
}
