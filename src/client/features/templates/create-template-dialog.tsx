import { useState } from 'react';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useCreateTemplate } from './api.ts';
import { EMPTY_TEMPLATE_VALUES, TemplateForm } from './template-form.tsx';

/** "Create Template" (admin spec §2 Templates page); toasts from §8. */
export function CreateTemplateDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const createTemplate = useCreateTemplate();

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>Create Template</Button>
      </DialogTrigger>
      <DialogContent
        title="Create Template"
        description="A template is the starting text of new NDAs. The name and the text are required."
        className="sm:max-w-3xl"
      >
        <TemplateForm
          initialValues={EMPTY_TEMPLATE_VALUES}
          submitLabel="Save Template"
          pendingLabel="Saving..."
          isPending={createTemplate.isPending}
          onSubmit={(template, showServerErrors) =>
            createTemplate.mutate(template, {
              onSuccess: (created) => {
                toast({
                  title: 'Template Created',
                  description: `${created.name} is ready to use.`,
                });
                setIsOpen(false);
              },
              onError: (error) => {
                showServerErrors(error);
                toast({
                  variant: 'destructive',
                  title: 'Failed to create template',
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
