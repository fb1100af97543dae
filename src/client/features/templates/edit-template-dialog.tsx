import { useState } from 'react';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useUpdateTemplate } from './api.ts';
import { TemplateForm } from './template-form.tsx';

/** Edit on a template card: the whole template in a dialog, saved with PATCH. */
export function EditTemplateDialog({ template }: { template: TemplateDto }) {
  const [isOpen, setIsOpen] = useState(false);
  const updateTemplate = useUpdateTemplate(template.id);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          Edit<span className="sr-only"> {template.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Edit Template"
        description={`Changes apply to NDAs created from ${template.name} from now on. NDAs already created keep their text.`}
        className="sm:max-w-3xl"
      >
        <TemplateForm
          initialValues={{
            name: template.name,
            content: template.content,
            isDefault: template.isDefault,
          }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          isPending={updateTemplate.isPending}
          onSubmit={(changes, showServerErrors) =>
            updateTemplate.mutate(changes, {
              onSuccess: (updated) => {
                toast({ title: 'Template Updated', description: `${updated.name} was saved.` });
                setIsOpen(false);
              },
              onError: (error) => {
                showServerErrors(error);
                toast({
                  variant: 'destructive',
                  title: 'Failed to update template',
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
