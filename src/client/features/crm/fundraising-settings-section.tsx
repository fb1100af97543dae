import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { fundraisingSettingsInput } from '../../../domain/settings/settings.ts';
import type { FundraisingSettingsDto } from '../../../domain/settings/dtos.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import {
  fundraisingSettingsQuery,
  useUpdateFundraisingSettings,
} from './fundraising-settings-api.ts';

const FIELDS = [
  'ein',
  'donorLapseMonths',
  'mailingAddress',
  'letterSignerName',
  'letterSignerTitle',
] as const;

/** Where the CRM's messages send staff to set the EIN, the address or the signer. */
export const FUNDRAISING_SETTINGS_PATH = '/admin/settings/organisation#fundraising';

function FundraisingForm({ initial }: { initial: FundraisingSettingsDto }) {
  const [ein, setEin] = useState(initial.ein ?? '');
  const [months, setMonths] = useState(String(initial.donorLapseMonths));
  const [address, setAddress] = useState(initial.mailingAddress ?? '');
  const [signerName, setSignerName] = useState(initial.letterSignerName ?? '');
  const [signerTitle, setSignerTitle] = useState(initial.letterSignerTitle ?? '');
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(FIELDS);
  const update = useUpdateFundraisingSettings();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(fundraisingSettingsInput, {
      ein,
      donorLapseMonths: months,
      mailingAddress: address,
      letterSignerName: signerName,
      letterSignerTitle: signerTitle,
    });
    if (!input) return;
    update.mutate(input, {
      onSuccess: (saved) => {
        setEin(saved.fundraising.ein ?? '');
        setAddress(saved.fundraising.mailingAddress ?? '');
        toast({
          title: 'Settings saved',
          description: saved.fundraising.ein
            ? `Receipts show EIN ${saved.fundraising.ein}; donors lapse after ${saved.fundraising.donorLapseMonths} months without a gift.`
            : `No EIN is set, so receipts for gifts of $250 or more cannot be sent; donors lapse after ${saved.fundraising.donorLapseMonths} months without a gift.`,
        });
      },
      onError: (error) => {
        showServerErrors(error);
        toast({
          variant: 'destructive',
          title: 'Failed to save settings',
          description: describeFailure(error),
        });
      },
    });
  }

  return (
    <form noValidate className="mt-4 grid max-w-md gap-5" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      {initial.mailingAddress ? null : (
        <p className="rounded-md border-l-4 border-brand bg-brand-soft p-4 text-brand-ink">
          The give page takes no pledges now: no mailing address for checks is set below. Visitors
          are asked to write to the support address instead.
        </p>
      )}
      <FormField
        id={fieldId('ein')}
        label="Employer Identification Number (EIN)"
        hint="Printed on receipts for gifts of $250 or more, like 12-3456789. Until it is set, those receipts are not sent."
        name="ein"
        autoComplete="off"
        inputMode="numeric"
        value={ein}
        error={errors.ein}
        onChange={(event) => setEin(event.target.value)}
      />
      <FormField
        id={fieldId('donorLapseMonths')}
        label="Months without a gift before a donor is Lapsed"
        hint="A donor whose last completed gift is this many months old becomes Lapsed; the next gift makes them a Donor again."
        name="donorLapseMonths"
        type="number"
        inputMode="numeric"
        required
        value={months}
        error={errors.donorLapseMonths}
        onChange={(event) => setMonths(event.target.value)}
      />
      <Field
        id={fieldId('mailingAddress')}
        label="Mailing address for checks"
        hint="Printed on the letterhead and in the pledge mail, one line per line. Until it is set, the give page takes no pledges: it cannot say where to send a check."
        error={errors.mailingAddress}
      >
        {(control) => (
          <Textarea
            {...control}
            name="mailingAddress"
            rows={4}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        )}
      </Field>
      <FormField
        id={fieldId('letterSignerName')}
        label="Letters signed by"
        hint="The person who signs thank-you letters and statements. Until it is set, letters are signed by the organisation."
        name="letterSignerName"
        value={signerName}
        error={errors.letterSignerName}
        onChange={(event) => setSignerName(event.target.value)}
      />
      <FormField
        id={fieldId('letterSignerTitle')}
        label="Their title"
        hint="Printed under the name, like Executive Director."
        name="letterSignerTitle"
        value={signerTitle}
        error={errors.letterSignerTitle}
        onChange={(event) => setSignerTitle(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** Settings → Fundraising: the EIN on gift receipts and when a donor counts as lapsed. */
export function FundraisingSettingsSection() {
  const query = useQuery(fundraisingSettingsQuery());
  return (
    <section id="fundraising" aria-labelledby="fundraising-heading">
      <h2 id="fundraising-heading" className="text-xl font-semibold text-ink">
        Fundraising
      </h2>
      <QueryState
        query={query}
        what="The settings"
        loadingLabel="Loading settings..."
        className="mt-4"
      >
        {(data) => <FundraisingForm initial={data.fundraising} />}
      </QueryState>
    </section>
  );
}
