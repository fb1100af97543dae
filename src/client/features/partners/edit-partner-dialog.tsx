import { useState } from 'react';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useUpdatePartner } from './api.ts';
import { partnerFormValues } from './partner-form-fields.tsx';
import { PartnerForm } from './partner-form.tsx';

export function EditPartnerDialog({ partner }: { partner: PartnerDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const updatePartner = useUpdatePartner(partner.id);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Edit Partner</Button>
      </DialogTrigger>
      <DialogContent
        title="Edit Partner"
        description="Company name, contact name and email are required. Phone and address are optional."
      >
        <PartnerForm
          initialValues={partnerFormValues(partner)}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          isPending={updatePartner.isPending}
          onSubmit={(changes, showServerErrors) =>
            updatePartner.mutate(changes, {
              onSuccess: (updated) => {
                toast({
                  title: 'Partner Updated',
                  description: `The details of ${updated.companyName} were saved.`,
                });
                setIsOpen(false);
              },
              onError: (error) => {
                showServerErrors(error);
                toast({
                  variant: 'destructive',
                  title: 'Failed to update partner',
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
