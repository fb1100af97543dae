import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DocumentDto, DocumentPreviewDto } from '../../../domain/documents/dtos.ts';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { readFieldErrors } from '../../lib/api-fields.ts';
import { toastDelivery } from '../../lib/delivery-toast.tsx';
import { toast } from '../../ui/use-toast.ts';
import {
  createDocument,
  invalidateAfterSending,
  invalidateDocumentQueries,
  previewDocument,
  sendDocument,
} from './api.ts';
import { toSendInput } from './send-nda-values.ts';
import {
  initialNdaValues,
  isNdaField,
  toCreateInput,
  validateNdaForm,
  type NdaFieldErrors,
  type NdaFormValues,
} from './create-nda-values.ts';
import { useTemplateFill } from './use-template-fill.ts';

export interface UseCreateNdaOptions {
  initialTemplateId?: string;
  templates: readonly TemplateDto[] | undefined;
  /** Called once the NDA exists (saved as a draft, or sent, or saved but not sent). */
  onCreated: (document: DocumentDto) => void;
}

/** What the dialog shows: the form, or the merged text and the sending choices to check. */
export type CreateNdaStep = { name: 'form' } | { name: 'preview'; preview: DocumentPreviewDto };

/**
 * State and actions of the Create NDA dialog (spec §2, §4, §8). "Save as draft" creates the NDA
 * only. "Preview before sending" shows the merged text, the recipient and the link's access and
 * expiry; "Create and send NDA" there creates it and sends it (a mail with the link and message).
 * Each step says how it went in a toast; the last one says whether the mail really went out.
 */
export function useCreateNda({ initialTemplateId, templates, onCreated }: UseCreateNdaOptions) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialNdaValues(initialTemplateId));
  const [errors, setErrors] = useState<NdaFieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [step, setStep] = useState<CreateNdaStep>({ name: 'form' });
  const selectTemplate = useTemplateFill({ initialTemplateId, templates, setValues });

  function setField<K extends keyof NdaFormValues>(name: K, value: NdaFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  function setFields(patch: Partial<NdaFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
  }

  function showErrors(next: NdaFieldErrors) {
    setErrors(next);
    setAttempt((count) => count + 1);
    setStep({ name: 'form' });
  }

  /** Client checks first; true when the form may go on. */
  function checkForm(isSending: boolean) {
    const clientErrors = validateNdaForm(values, isSending);
    if (Object.keys(clientErrors).length > 0) {
      showErrors(clientErrors);
      return false;
    }
    setErrors({});
    return true;
  }

  /** A failed request: its field errors beside the fields, and a toast with its message. */
  function showFailure(error: unknown, title: string) {
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
    toast({ variant: 'destructive', title, ...(message ? { description: message } : {}) });
  }

  async function create(): Promise<DocumentDto | null> {
    try {
      const created = await createDocument(toCreateInput(values));
      toast({ title: 'NDA Created', description: `"${created.title}" has been saved.` });
      return created;
    } catch (error) {
      showFailure(error, 'Failed to create NDA');
      return null;
    }
  }

  async function preview() {
    if (!checkForm(true)) return;
    setIsSubmitting(true);
    try {
      setStep({ name: 'preview', preview: await previewDocument(toCreateInput(values)) });
    } catch (error) {
      showFailure(error, 'Failed to preview NDA');
    }
    setIsSubmitting(false);
  }

  async function saveDraft() {
    if (!checkForm(false)) return;
    setIsSubmitting(true);
    const created = await create();
    setIsSubmitting(false);
    if (!created) return;
    void invalidateDocumentQueries(queryClient);
    onCreated(created);
  }

  async function createAndSend() {
    setIsSubmitting(true);
    const created = await create();
    if (!created) {
      setIsSubmitting(false);
      return;
    }
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
          'The NDA was saved as a draft. You can send it from its page.',
      });
    }
    void invalidateAfterSending(queryClient);
    setIsSubmitting(false);
    onCreated(created);
  }

  return {
    values,
    errors,
    attempt,
    isSubmitting,
    step,
    setField,
    setFields,
    selectTemplate,
    preview,
    saveDraft,
    createAndSend,
    backToForm: () => setStep({ name: 'form' }),
  };
}

export type CreateNdaState = ReturnType<typeof useCreateNda>;
