import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createDonorInput } from '../../../domain/crm/donor-schemas.ts';
import { donorDisplayName } from '../../../domain/crm/rules.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { donorPagePath, useCreateDonor } from './api.ts';
import { DonorForm } from './donor-form.tsx';
import { ADD_DONOR_FIELDS, EMPTY_DONOR_VALUES } from './donor-values.ts';

/** Add Donor (public spec §2, §5), saving for real; new donors start as prospects. */
export function AddDonorDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const createDonor = useCreateDonor();
  const navigate = useNavigate();

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>Add Donor</Button>
      </DialogTrigger>
      <DialogContent
        title="Add Donor"
        description="First name, last name and donor type are required. The new donor starts with the status Prospect, and their page opens once saved."
        className="max-w-2xl"
      >
        <DonorForm
          fields={ADD_DONOR_FIELDS}
          schema={createDonorInput}
          initialValues={EMPTY_DONOR_VALUES}
          submitLabel="Save Donor"
          isPending={createDonor.isPending}
          onSubmit={(input, showFailure) =>
            createDonor.mutate(input, {
              onSuccess: (created) => {
                toast({
                  title: 'Donor Added',
                  description: `${donorDisplayName(created)} is now in your donor list.`,
                });
                setIsOpen(false);
                void navigate(donorPagePath(created.id));
              },
              onError: (error) => {
                showFailure(error);
                toast({
                  variant: 'destructive',
                  title: 'Failed to add donor',
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
