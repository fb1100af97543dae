import { useState } from 'react';
import { updateDonorInput } from '../../../domain/crm/donor-schemas.ts';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { donorDisplayName } from '../../../domain/crm/rules.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useUpdateDonor } from './api.ts';
import { DonorForm } from './donor-form.tsx';
import { EDIT_DONOR_FIELDS, donorFormValues } from './donor-values.ts';

/** Every editable detail; totals and last gift or contact are worked out from the records. */
export function EditDonorDialog({ donor }: { donor: DonorDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const updateDonor = useUpdateDonor(donor.id);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Edit details</Button>
      </DialogTrigger>
      <DialogContent
        title="Edit donor details"
        description="First name, last name, email and donor type are required. Total given, last gift and last contact come from the gifts and interactions, so they are not edited here."
        className="max-w-2xl"
      >
        <DonorForm
          fields={EDIT_DONOR_FIELDS}
          schema={updateDonorInput}
          initialValues={donorFormValues(donor)}
          submitLabel="Save changes"
          isPending={updateDonor.isPending}
          onSubmit={(input, showFailure) =>
            updateDonor.mutate(input, {
              onSuccess: (saved) => {
                toast({
                  title: 'Donor updated',
                  description: `The details of ${donorDisplayName(saved)} were saved.`,
                });
                setIsOpen(false);
              },
              onError: (error) => {
                showFailure(error);
                toast({
                  variant: 'destructive',
                  title: 'Failed to update donor',
                  description: describeFailure(error),
                });
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
