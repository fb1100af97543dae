import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { fundraisingSettingsInput, type FundraisingSettingsDto } from '../../../domain/settings.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import {
  fundraisingSettingsQuery,
  useUpdateFundraisingSettings,
} from './fundraising-settings-api.ts';

const FIELDS = ['ein', 'donorLapseMonths'] as const;

function FundraisingForm({ initial }: { initial: FundraisingSettingsDto }) {
  const [ein, setEin] = useState(initial.ein ?? '');
  const [months, setMonths] = useState(String(initial.donorLapseMonths));
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(FIELDS);
  const update = useUpdateFundraisingSettings();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(fundraisingSettingsInput, { ein, donorLapseMonths: months });
    if (!input) return;
    update.mutate(input, {
      onSuccess: (saved) => {
        setEin(saved.fundraising.ein ?? '');
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
    <section aria-labelledby="fundraising-heading">
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
