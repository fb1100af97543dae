import type { PointGroup } from 'signature_pad';
import {
  SIGNATURE_IMAGE_MESSAGE,
  signDocumentInput,
  type SignDocumentInput,
} from '../../../domain/esign/schemas.ts';
import type { MessageTranslator } from '../../lib/use-form-errors.ts';

export type SignatureType = 'typed' | 'drawn';

/** A drawing as the pad can redraw it (strokes) and as the server takes it (a PNG data URL). */
export interface Drawing {
  strokes: PointGroup[];
  dataUrl: string;
}

export interface SignFormValues {
  fullName: string;
  title: string;
  signatureType: SignatureType;
  drawing: Drawing | null;
  consent: boolean;
}

/** Typing is the default: it works with any keyboard, screen reader or switch. */
export const EMPTY_SIGN_FORM: SignFormValues = {
  fullName: '',
  title: '',
  signatureType: 'typed',
  drawing: null,
  consent: false,
};

/** The form's fields in screen order, which is also the order of the error summary. */
export const SIGN_FIELDS = [
  'fullName',
  'title',
  'signatureType',
  'signatureImage',
  'consent',
] as const;

export type SignCheck =
  { isValid: true; input: SignDocumentInput } | { isValid: false; errors: Record<string, string> };

/**
 * Checks the form with the server's own schema before sending, its messages told in the page's
 * language by `translate`, so a signer meets the server's English only in what it alone knows.
 * The schema looks at the drawing only once everything else is valid; a missing drawing is named
 * here with the other problems, so one attempt shows them all.
 */
export function checkSignForm(values: SignFormValues, translate: MessageTranslator): SignCheck {
  const result = signDocumentInput.safeParse({
    fullName: values.fullName,
    title: values.title,
    signatureType: values.signatureType,
    signatureImage: values.signatureType === 'drawn' ? (values.drawing?.dataUrl ?? null) : null,
    consent: values.consent,
  });
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      const limit = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
      errors[field] ??= translate(field, issue.code, issue.message, limit);
    }
  }
  if (values.signatureType === 'drawn' && !values.drawing) {
    errors.signatureImage ??= translate('signatureImage', 'custom', SIGNATURE_IMAGE_MESSAGE);
  }
  return result.success && Object.keys(errors).length === 0
    ? { isValid: true, input: result.data }
    : { isValid: false, errors };
}
