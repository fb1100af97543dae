import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '../../../domain/document-schemas.ts';
import type { TemplateDto } from '../../../domain/templates.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { toastDelivery } from '../../lib/delivery-toast.tsx';
import { toast } from '../../ui/use-toast.ts';
import { createDocument, invalidateAfterSending, sendDocument } from './api.ts';
import { toSendInput } from './send-nda-values.ts';
import {
  initialNdaValues,
  isNdaField,
  toCreateInput,
  validateNdaForm,
  type NdaFieldErrors,
  type NdaFormValues,
} from './create-nda-values.ts';

export interface UseCreateNdaOptions {
  initialTemplateId?: string;
  templates: readonly TemplateDto[] | undefined;
  /** Called once the NDA exists (whether or not sending it worked). */
  onCreated: (document: DocumentDto) => void;
}

const DEFAULT_TEMPLATE = 'default';

/**
 * State and submit of the Create NDA dialog (spec §2, §4, §8): validate, create, then send right
 * away (a mail with the link and message, issue 12), then refresh the lists and stats. Each step
 * says how it went in a toast; the last one says whether the mail really went out.
 */
export function useCreateNda({ initialTemplateId, templates, onCreated }: UseCreateNdaOptions) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialNdaValues(initialTemplateId));
  const [errors, setErrors] = useState<NdaFieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // "Use Template" may open the dialog before the templates have loaded: fill in once they do.
  // Without a chosen one, the default template is preselected (issue 12), unless the admin has
  // already picked a template or typed text by the time the templates arrive.
  const [templateToFill, setTemplateToFill] = useState<string | undefined>(
    initialTemplateId || DEFAULT_TEMPLATE,
  );

  if (templateToFill && templates) {
    const isDefault = templateToFill === DEFAULT_TEMPLATE;
    const template = templates.find((item) =>
      isDefault ? item.isDefault : item.id === templateToFill,
    );
    setTemplateToFill(undefined);
    if (template) {
      setValues((current) =>
        isDefault && (current.templateId || current.content.trim())
          ? current
          : { ...current, templateId: template.id, content: template.content },
      );
    }
  }

  function setField<K extends keyof NdaFormValues>(name: K, value: NdaFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  function setFields(patch: Partial<NdaFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  /** Choosing a template replaces the content with the template's text (spec §2). */
  function selectTemplate(templateId: string) {
    const template = templates?.find((item) => item.id === templateId);
    setValues((current) => ({
      ...current,
      templateId,
      content: template ? template.content : current.content,
    }));
  }

  function showErrors(next: NdaFieldErrors) {
    setErrors(next);
    setAttempt((count) => count + 1);
  }

  async function submit() {
    const clientErrors = validateNdaForm(values);
    if (Object.keys(clientErrors).length > 0) {
      showErrors(clientErrors);
      return;
    }
    setErrors({});
    setIsSubmitting(true);

    let created: DocumentDto;
    try {
      created = await createDocument(toCreateInput(values));
    } catch (error) {
      setIsSubmitting(false);
      if (readErrorStatus(error) === null) {
        toast({
          variant: 'destructive',
          title: 'An error occurred while creating the NDA',
          description: 'Please check your connection and try again.',
        });
        return;
      }
      const serverErrors: NdaFieldErrors = {};
      for (const [field, message] of Object.entries(readFieldErrors(error))) {
        if (isNdaField(field)) serverErrors[field] = message;
      }
      if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
      const message = readServerMessage(error);
      toast({
        variant: 'destructive',
        title: 'Failed to create NDA',
        ...(message ? { description: message } : {}),
      });
      return;
    }

    toast({ title: 'NDA Created', description: `"${created.title}" has been saved.` });
    try {
      const sent = await sendDocument(created.id, toSendInput(values));
      toastDelivery({
        title: 'NDA Sent',
        delivery: sent.delivery,
        notMailedLead: 'Marked as sent.',
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to send document',
        description:
          readServerMessage(error) ??
          'The NDA was saved as a draft. You can send it from All Documents.',
      });
    }
    void invalidateAfterSending(queryClient);
    setIsSubmitting(false);
    onCreated(created);
  }

  return { values, errors, attempt, isSubmitting, setField, setFields, selectTemplate, submit };
}

export type CreateNdaState = ReturnType<typeof useCreateNda>;
