import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_AREA_LABELS, AUDIT_AREAS, auditCsvQuery } from '../../../domain/audit/audit.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import { getSiteConfig } from '../../lib/site-config.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { auditPeopleQuery, type AuditFilters } from './api.ts';

const FIELDS = ['actorId', 'area', 'from', 'to'] as const;

export interface AuditFilterFormProps {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

const hasAny = (filters: AuditFilters) => FIELDS.some((field) => filters[field]);

/**
 * Person, area and a range of days. Nothing changes until "Show entries": a date typed one part
 * at a time would otherwise reload the list at every keystroke. Checked with the server's own
 * schema first, so the messages are the same words either way. The parent gives it a new `key`
 * when the address changes (Back), so the fields follow.
 */
export function AuditFilterForm({ filters, onApply }: AuditFilterFormProps) {
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const people = useQuery(auditPeopleQuery());
  const form = useFormErrors(FIELDS);
  const set = (field: keyof AuditFilters, value: string) =>
    setDraft((current) => ({ ...current, [field]: value || undefined }));

  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const valid = form.validate(auditCsvQuery, draft);
        if (valid) onApply(draft);
      }}
    >
      <ErrorSummary {...form.summary} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Field label="Person" id={form.fieldId('actorId')} error={form.errors.actorId}>
          {(control) => (
            <Select
              {...control}
              value={draft.actorId ?? ''}
              onChange={(event) => set('actorId', event.target.value)}
            >
              <option value="">Everyone</option>
              {people.isPending ? <option disabled>Loading people...</option> : null}
              {people.data?.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Area" id={form.fieldId('area')} error={form.errors.area}>
          {(control) => (
            <Select
              {...control}
              value={draft.area ?? ''}
              onChange={(event) => set('area', event.target.value)}
            >
              <option value="">All areas</option>
              {AUDIT_AREAS.map((area) => (
                <option key={area} value={area}>
                  {AUDIT_AREA_LABELS[area]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <FormField
          label="From"
          type="date"
          id={form.fieldId('from')}
          error={form.errors.from}
          value={draft.from ?? ''}
          onChange={(event) => set('from', event.target.value)}
        />
        <FormField
          label="To"
          type="date"
          id={form.fieldId('to')}
          error={form.errors.to}
          value={draft.to ?? ''}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      <p className="text-sm text-ink-muted">
        Days are counted in the organisation’s time zone (
        {getSiteConfig().timeZone ?? ORGANISATION_TIME_ZONE}); both dates are included.
      </p>
      {people.isError ? (
        <LoadFailed
          what="The list of people"
          hint="You can still filter by area and date."
          presentation="compact"
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Show entries</Button>
        {hasAny(filters) ? (
          <Button variant="secondary" onClick={() => onApply({})}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
