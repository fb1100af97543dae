import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';

/** The partner form's fields in screen order (also the order of the error summary). */
export const PARTNER_FIELDS = ['companyName', 'contactName', 'email', 'phone', 'address'] as const;
export type PartnerField = (typeof PARTNER_FIELDS)[number];
export type PartnerFormValues = Record<PartnerField, string>;

export const EMPTY_PARTNER_VALUES: PartnerFormValues = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
};

export const partnerFormValues = (partner: PartnerDto): PartnerFormValues => ({
  companyName: partner.companyName,
  contactName: partner.contactName ?? '',
  email: partner.email ?? '',
  phone: partner.phone ?? '',
  address: partner.address ?? '',
});

export interface PartnerFormFieldsProps {
  values: PartnerFormValues;
  errors: Partial<Record<PartnerField, string>>;
  fieldId: (field: PartnerField) => string;
  onChange: (field: PartnerField, value: string) => void;
}

/** Add Partner and Edit Partner share these fields (admin spec §5 "Partner form"). */
export function PartnerFormFields({ values, errors, fieldId, onChange }: PartnerFormFieldsProps) {
  return (
    <>
      <FormField
        id={fieldId('companyName')}
        label="Company name"
        name="companyName"
        required
        value={values.companyName}
        error={errors.companyName}
        onChange={(event) => onChange('companyName', event.target.value)}
      />
      <FormField
        id={fieldId('contactName')}
        label="Contact name"
        name="contactName"
        required
        value={values.contactName}
        error={errors.contactName}
        onChange={(event) => onChange('contactName', event.target.value)}
      />
      <FormField
        id={fieldId('email')}
        label="Email"
        name="email"
        type="email"
        spellCheck={false}
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <FormField
        id={fieldId('phone')}
        label="Phone (optional)"
        name="phone"
        type="tel"
        value={values.phone}
        error={errors.phone}
        onChange={(event) => onChange('phone', event.target.value)}
      />
      <Field id={fieldId('address')} label="Address (optional)" error={errors.address}>
        {(control) => (
          <Textarea
            {...control}
            name="address"
            rows={3}
            value={values.address}
            onChange={(event) => onChange('address', event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
