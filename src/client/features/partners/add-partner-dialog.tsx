import { useState } from 'react';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCreatePartner } from './api.ts';
import { EMPTY_PARTNER_VALUES } from './partner-form-fields.tsx';
import { PartnerForm } from './partner-form.tsx';

/** "Add Partner" (admin spec §2 Partners page); toasts from §8. */
export function AddPartnerDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const createPartner = useCreatePartner();

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>Add Partner</Button>
      </DialogTrigger>
      <DialogContent
        title="Add Partner"
        description="Company name, contact name and email are required. Phone and address are optional."
      >
        <PartnerForm
          initialValues={EMPTY_PARTNER_VALUES}
          submitLabel="Save Partner"
          pendingLabel="Saving..."
          isPending={createPartner.isPending}
          onSubmit={(partner, showServerErrors) =>
            createPartner.mutate(partner, {
              onSuccess: (created) => {
                toast({
                  title: 'Partner Added',
                  description: `${created.companyName} is now in your partner list.`,
                });
                setIsOpen(false);
              },
              onError: (error) => {
                showServerErrors(error);
                toast({
                  variant: 'destructive',
                  title: 'Failed to add partner',
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
