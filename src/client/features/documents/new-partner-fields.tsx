import { FormField } from '../../ui/form-field.tsx';
import type { NdaField, NdaFieldErrors, NdaFormValues } from './create-nda-values.ts';

export interface NewPartnerFieldsProps {
  values: Pick<NdaFormValues, 'partnerCompany' | 'partnerContact' | 'partnerEmail'>;
  errors: NdaFieldErrors;
  fieldId: (field: NdaField) => string;
  onChange: (field: 'partnerCompany' | 'partnerContact' | 'partnerEmail', value: string) => void;
}

/** Company, contact and email of a partner created together with the NDA; all three required. */
export function NewPartnerFields({ values, errors, fieldId, onChange }: NewPartnerFieldsProps) {
  return (
    <div className="grid gap-4">
      <FormField
        id={fieldId('partnerCompany')}
        label="Company name"
        autoComplete="organization"
        required
        value={values.partnerCompany}
        error={errors.partnerCompany}
        onChange={(event) => onChange('partnerCompany', event.target.value)}
      />
      <FormField
        id={fieldId('partnerContact')}
        label="Contact name"
        autoComplete="off"
        required
        value={values.partnerContact}
        error={errors.partnerContact}
        onChange={(event) => onChange('partnerContact', event.target.value)}
      />
      <FormField
        id={fieldId('partnerEmail')}
        label="Contact email"
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        value={values.partnerEmail}
        error={errors.partnerEmail}
        onChange={(event) => onChange('partnerEmail', event.target.value)}
      />
    </div>
  );
}
