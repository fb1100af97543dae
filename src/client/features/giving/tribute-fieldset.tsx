import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import { TRIBUTE_KINDS, type TributeKind } from '../../../domain/giving/giving.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { ChoiceCards } from './choice-cards.tsx';
import { useGivingCopy } from './giving-copy.tsx';
import type { GiftField, GiftValues } from './gift-values.ts';

type TributeValues = Pick<
  GiftValues,
  | 'tributeKind'
  | 'tributeName'
  | 'tributeNotify'
  | 'tributeNotifyName'
  | 'tributeNotifyEmail'
  | 'tributeNotifyLanguage'
>;

export interface TributeFieldsetProps {
  values: TributeValues;
  errors: Partial<Record<GiftField, string>>;
  fieldId: (field: GiftField) => string;
  onChange: (next: Partial<TributeValues>) => void;
}

/**
 * "In honour of" or "in memory of" someone; the name field appears only once one is chosen, and
 * then the choice to tell someone (the honoree's family): their name, address and language, which
 * starts as the page's.
 */
export function TributeFieldset({ values, errors, fieldId, onChange }: TributeFieldsetProps) {
  const { giving, locale } = useGivingCopy();
  const { GIFT_FORM } = giving;
  const kind = values.tributeKind;
  const options = [
    { value: 'none', label: GIFT_FORM.tributeNone },
    ...TRIBUTE_KINDS.map((value) => ({ value, label: GIFT_FORM.tributeLabels[value] })),
  ] as const;
  return (
    <ChoiceCards<TributeKind | 'none'>
      legend={GIFT_FORM.tributeLegend}
      name="tribute"
      options={options}
      value={kind ?? 'none'}
      onChange={(value) => onChange({ tributeKind: value === 'none' ? null : value })}
      gridClassName="grid gap-2 sm:grid-cols-3"
    >
      {kind ? (
        <div className="mt-2 grid max-w-md gap-4">
          <FormField
            id={fieldId('tribute')}
            name="tribute-name"
            label={GIFT_FORM.tributeNameLabels[kind]}
            hint={GIFT_FORM.tributeNameHint}
            error={errors.tribute}
            value={values.tributeName}
            autoComplete="off"
            onChange={(event) => onChange({ tributeName: event.target.value })}
          />
          <Checkbox
            label={GIFT_FORM.tributeNotifyLabel}
            hint={GIFT_FORM.tributeNotifyHint}
            checked={values.tributeNotify}
            onChange={(event) =>
              onChange({
                tributeNotify: event.target.checked,
                tributeNotifyLanguage: values.tributeNotifyLanguage ?? locale,
              })
            }
          />
          {values.tributeNotify ? (
            <NotifyFields values={values} errors={errors} fieldId={fieldId} onChange={onChange} />
          ) : null}
        </div>
      ) : null}
    </ChoiceCards>
  );
}

function NotifyFields({ values, errors, fieldId, onChange }: TributeFieldsetProps) {
  const { GIFT_FORM } = useGivingCopy().giving;
  return (
    <div className="grid gap-4 border-l-4 border-line pl-4">
      <FormField
        id={fieldId('tribute.notify.name')}
        name="tribute-notify-name"
        label={GIFT_FORM.tributeNotifyName}
        error={errors['tribute.notify.name']}
        value={values.tributeNotifyName}
        autoComplete="off"
        required
        onChange={(event) => onChange({ tributeNotifyName: event.target.value })}
      />
      <FormField
        id={fieldId('tribute.notify.email')}
        name="tribute-notify-email"
        type="email"
        spellCheck={false}
        label={GIFT_FORM.tributeNotifyEmail}
        error={errors['tribute.notify.email']}
        value={values.tributeNotifyEmail}
        autoComplete="off"
        required
        onChange={(event) => onChange({ tributeNotifyEmail: event.target.value })}
      />
      <ChoiceCards<Locale>
        id={fieldId('tribute.notify.language')}
        legend={GIFT_FORM.tributeNotifyLanguage}
        name="tribute-notify-language"
        options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={values.tributeNotifyLanguage}
        onChange={(language) => onChange({ tributeNotifyLanguage: language })}
        gridClassName="grid gap-2 sm:grid-cols-2"
      />
      {errors['tribute.notify.language'] ? (
        <p className="text-sm font-medium text-danger-ink">{errors['tribute.notify.language']}</p>
      ) : null}
    </div>
  );
}
