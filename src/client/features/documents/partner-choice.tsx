import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { loadFailedText } from '../../ui/query-state.tsx';
import type { NdaField, NdaFieldErrors, NdaFormValues } from './create-nda-values.ts';
import { PartnerSelect } from './nda-fields.tsx';
import { NewPartnerFields } from './new-partner-fields.tsx';

export interface PartnerChoiceProps {
  values: NdaFormValues;
  errors: NdaFieldErrors;
  fieldId: (field: NdaField) => string;
  partners: readonly PartnerDto[] | undefined;
  isLoading: boolean;
  hasFailed: boolean;
  setField: <K extends keyof NdaFormValues>(name: K, value: NdaFormValues[K]) => void;
}

function partnerHint({ partners, isLoading, hasFailed }: PartnerChoiceProps): string | undefined {
  if (hasFailed) {
    return loadFailedText('The partner list', 'You can create a new partner instead.');
  }
  if (!isLoading && partners?.length === 0) {
    return 'There are no partners yet. Select "Create new partner" to add one.';
  }
  return undefined;
}

/** An existing partner, or (with the checkbox) a new one typed in place (spec §5). */
export function PartnerChoice(props: PartnerChoiceProps) {
  const { values, errors, fieldId, partners, isLoading, setField } = props;

  return (
    <fieldset className="grid gap-4 rounded-md border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">Partner</legend>
      <Checkbox
        label="Create new partner"
        hint="Add a partner that is not in the list yet."
        checked={values.isNewPartner}
        onChange={(event) => setField('isNewPartner', event.target.checked)}
      />
      {values.isNewPartner ? (
        <NewPartnerFields values={values} errors={errors} fieldId={fieldId} onChange={setField} />
      ) : (
        <PartnerSelect
          id={fieldId('partnerId')}
          label="Existing partner"
          hint={partnerHint(props)}
          error={errors.partnerId}
          value={values.partnerId}
          onChange={(partnerId) => setField('partnerId', partnerId)}
          partners={partners}
          isLoading={isLoading}
        />
      )}
    </fieldset>
  );
}
