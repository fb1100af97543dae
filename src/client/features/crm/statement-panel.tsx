import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { statementInput, type StatementInput } from '../../../domain/crm/outreach-schemas.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { downloadStatementPreview, useSendStatement } from './gift-api.ts';

const FIELDS = ['from', 'to'] as const;

/** Year-end statements are for the last full calendar year unless staff pick other dates. */
function lastYear(): StatementInput {
  const year = new Date().getFullYear() - 1;
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * The year-end giving statement: preview the PDF first (nothing is recorded),
 * then send it, which mails the donor and marks the gifts' tax receipts as sent.
 */
export function StatementPanel({ donorId, hasEmail }: { donorId: string; hasEmail: boolean }) {
  const [range, setRange] = useState(lastYear);
  const { errors, fieldId, validate, summary } = useFormErrors(FIELDS);
  const preview = useMutation({
    mutationFn: (input: StatementInput) => downloadStatementPreview(donorId, input),
  });
  const send = useSendStatement(donorId);

  function withValidRange(action: (input: StatementInput) => void) {
    const input = validate(statementInput, range);
    if (input) action(input);
  }

  return (
    <div className="grid gap-4">
      <ErrorSummary {...summary} />
      <div className="flex flex-wrap gap-4">
        <FormField
          id={fieldId('from')}
          label="Gifts from"
          type="date"
          value={range.from}
          error={errors.from}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
        />
        <FormField
          id={fieldId('to')}
          label="Gifts to"
          type="date"
          value={range.to}
          error={errors.to}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={preview.isPending}
          onClick={() => withValidRange((input) => preview.mutate(input))}
        >
          {preview.isPending ? 'Preparing...' : 'Download preview (PDF)'}
        </Button>
        <Button
          disabled={send.isPending || !hasEmail}
          onClick={() =>
            withValidRange((input) =>
              send.mutate(input, {
                onSuccess: () =>
                  toast({
                    title: 'Statement sent',
                    description: 'The giving statement is in the outbox and listed under Letters.',
                  }),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'Failed to send statement',
                    description: describeFailure(error),
                  }),
              }),
            )
          }
        >
          {send.isPending ? 'Sending...' : 'Send statement'}
        </Button>
      </div>
      {!hasEmail ? (
        <p className="text-ink-muted">Add an email address to the donor to send statements.</p>
      ) : null}
      <div role="alert" className="empty:hidden">
        {preview.error ? (
          <p className="font-medium text-danger">
            The preview could not be made. {describeFailure(preview.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
