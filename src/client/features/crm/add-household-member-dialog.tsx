import { useId, useState } from 'react';
import type { HouseholdDto } from '../../../domain/crm/credit-schemas.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useAddHouseholdMember } from './credit-api.ts';
import { DonorPicker } from './donor-picker.tsx';

/** Adds a donor to the household; a donor in another household moves to this one. */
export function AddHouseholdMemberDialog({ household }: { household: HouseholdDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const [donorId, setDonorId] = useState('');
  const [pickError, setPickError] = useState<string | undefined>();
  const add = useAddHouseholdMember(household.id);
  const pickerId = useId();

  function handleOpenChange(open: boolean) {
    setIsOpen(open);
    if (!open) {
      add.reset();
      setDonorId('');
      setPickError(undefined);
    }
  }

  function handleAdd() {
    if (!donorId) {
      setPickError('Choose a donor');
      return;
    }
    setPickError(undefined);
    add.mutate(donorId, {
      onSuccess: () => {
        toast({ title: 'Member added', description: `They are now in ${household.name}.` });
        handleOpenChange(false);
      },
    });
  }

  const fieldError = add.error ? readFieldErrors(add.error).donorId : undefined;
  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary">Add member</Button>
      </DialogTrigger>
      <DialogContent title="Add member" description={`Choose a donor to add to ${household.name}.`}>
        <div className="grid gap-5">
          <DonorPicker
            id={pickerId}
            label="Donor (required)"
            value={donorId}
            onChange={setDonorId}
            excludeIds={household.members.map((member) => member.donorId)}
            error={pickError ?? fieldError}
          />
          <div role="alert" className="empty:hidden">
            {add.error && !fieldError ? (
              <p className="rounded-md border-2 border-danger bg-danger-soft p-3 text-danger-ink">
                {describeFailure(add.error)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button disabled={add.isPending} onClick={handleAdd}>
              {add.isPending ? 'Adding...' : 'Add member'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
