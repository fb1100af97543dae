import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { organisationSettingsInput } from '../../../domain/settings/settings.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import { settingsQuery, useUpdateOrganisation } from './api.ts';

const ORGANISATION_FIELDS = ['organisationName'] as const;

function OrganisationForm({ initialName }: { initialName: string }) {
  const [organisationName, setOrganisationName] = useState(initialName);
  const { errors, fieldId, validate, showServerErrors, summary } =
    useFormErrors(ORGANISATION_FIELDS);
  const updateOrganisation = useUpdateOrganisation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(organisationSettingsInput, { organisationName });
    if (!input) return;
    updateOrganisation.mutate(input, {
      onSuccess: (saved) =>
        toast({
          title: 'Settings saved',
          description: `New agreements will name ${saved.organisationName}.`,
        }),
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
        id={fieldId('organisationName')}
        label="Organisation name"
        hint="Replaces [COMPANY] in agreements."
        name="organisationName"
        autoComplete="organization"
        required
        value={organisationName}
        error={errors.organisationName}
        onChange={(event) => setOrganisationName(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={updateOrganisation.isPending}>
          {updateOrganisation.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

export function OrganisationSection() {
  const query = useQuery(settingsQuery());

  return (
    <section aria-labelledby="organisation-heading">
      <h2 id="organisation-heading" className="text-xl font-semibold text-ink">
        Organisation
      </h2>
      <QueryState
        query={query}
        what="The settings"
        loadingLabel="Loading settings..."
        className="mt-4"
      >
        {(settings) => <OrganisationForm initialName={settings.organisationName} />}
      </QueryState>
    </section>
  );
}
