import { useState } from 'react';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { EyeIcon, EyeOffIcon } from '../../ui/icons.tsx';
import { Input } from '../../ui/input.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { allowListLines, PROTECTION_WORDS as WORDS } from './link-protection-words.ts';

/** The protection choices as the controls hold them. */
export interface ProtectionValues {
  name: string;
  passcode: string;
  verifyEmail: boolean;
  allowList: string;
  allowDownload: boolean;
  notifyOnFirstView: boolean;
}

export const NO_PROTECTION: ProtectionValues = {
  name: '',
  passcode: '',
  verifyEmail: false,
  allowList: '',
  allowDownload: true,
  notifyOnFirstView: true,
};

export type ProtectionField = 'name' | 'passcode' | 'allowList';

/**
 * "Protect this link" (ADR 049): a name, a passcode, the email check with its allow-list, and
 * what the link allows. A list turns the email check on, and the box says so.
 */
export function ProtectLinkFields({
  values,
  onChange,
  errors,
  fieldId,
}: {
  values: ProtectionValues;
  onChange: (values: ProtectionValues) => void;
  errors: Partial<Record<ProtectionField, string>>;
  fieldId: (field: ProtectionField) => string;
}) {
  const [isPasscodeVisible, setIsPasscodeVisible] = useState(false);
  const set = <K extends keyof ProtectionValues>(key: K, value: ProtectionValues[K]) =>
    onChange({ ...values, [key]: value });
  const hasList = allowListLines(values.allowList).length > 0;
  const passcodeId = fieldId('passcode');

  return (
    <fieldset className="grid min-w-0 gap-5 rounded-md border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{WORDS.legend}</legend>
      <p className="-mt-2 text-sm text-ink-muted">{WORDS.intro}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={fieldId('name')}
          label={WORDS.name}
          hint={WORDS.nameHint}
          error={errors.name}
          maxLength={120}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <Field
          id={passcodeId}
          label={WORDS.passcode}
          hint={WORDS.passcodeHint}
          error={errors.passcode}
        >
          {(control) => (
            // The toggle sits beside the field, not over it: two controls never share a box.
            <div className="flex items-center gap-2">
              <Input
                {...control}
                type={isPasscodeVisible ? 'text' : 'password'}
                autoComplete="new-password"
                spellCheck={false}
                maxLength={64}
                value={values.passcode}
                onChange={(event) => set('passcode', event.target.value)}
              />
              <button
                type="button"
                aria-pressed={isPasscodeVisible}
                aria-controls={passcodeId}
                onClick={() => setIsPasscodeVisible((visible) => !visible)}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-md border border-line-strong text-ink-muted hover:bg-muted hover:text-ink aria-pressed:text-brand"
              >
                <span className="sr-only">{WORDS.showPasscode}</span>
                {isPasscodeVisible ? <EyeOffIcon /> : <EyeIcon />}
              </button>
            </div>
          )}
        </Field>
      </div>
      <Checkbox
        label={WORDS.verifyEmail}
        hint={hasList ? WORDS.verifyEmailByList : WORDS.verifyEmailHint}
        checked={values.verifyEmail || hasList}
        disabled={hasList}
        onChange={(event) => set('verifyEmail', event.target.checked)}
      />
      <Field
        id={fieldId('allowList')}
        label={WORDS.allowList}
        hint={WORDS.allowListHint}
        error={errors.allowList}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            autoCapitalize="none"
            spellCheck={false}
            placeholder={'ana@hospital.org\nhospital.org'}
            value={values.allowList}
            onChange={(event) => set('allowList', event.target.value)}
          />
        )}
      </Field>
      <Checkbox
        label={WORDS.allowDownload}
        hint={WORDS.allowDownloadHint}
        checked={values.allowDownload}
        onChange={(event) => set('allowDownload', event.target.checked)}
      />
      <Checkbox
        label={WORDS.notifyOnFirstView}
        checked={values.notifyOnFirstView}
        onChange={(event) => set('notifyOnFirstView', event.target.checked)}
      />
    </fieldset>
  );
}
