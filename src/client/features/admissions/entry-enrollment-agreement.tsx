import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { EnrollmentAgreementDto } from '../../../domain/esign/dtos.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { enrollmentAgreementQuery } from './enrollment-agreement-api.ts';
import { EnrollmentAgreementStatus } from './enrollment-agreement-status.tsx';
import { SendEnrollmentAgreementForm } from './send-enrollment-agreement-form.tsx';

/** A new agreement may go out when none was sent, or the newest one ended without signatures. */
const canSendNew = ({ agreement }: EnrollmentAgreementDto) =>
  agreement === null || agreement.status === 'declined' || agreement.status === 'voided';

/**
 * The family's enrollment agreement (ADR 048): its status and each parent or guardian's step,
 * or the form that sends one. Shown once the family has accepted a seat; the server refuses to
 * send one before that.
 */
export function EntryEnrollmentAgreement({ entry }: { entry: WaitingListEntryDto }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useQuery(enrollmentAgreementQuery(entry.id));
  // After sending or cancelling, the button that was pressed is gone: focus goes to the heading.
  const focusHeading = () => headingRef.current?.focus();

  return (
    <Card>
      <section aria-labelledby="enrollment-agreement-heading" className="grid gap-4">
        <h2
          ref={headingRef}
          id="enrollment-agreement-heading"
          tabIndex={-1}
          className="text-lg font-semibold text-ink"
        >
          Enrollment agreement
        </h2>
        <QueryState
          query={query}
          what="The enrollment agreement"
          loadingLabel="Loading the enrollment agreement..."
        >
          {(data) => (
            <>
              {data.agreement ? (
                <EnrollmentAgreementStatus
                  entryId={entry.id}
                  agreement={data.agreement}
                  focusAfterCancel={focusHeading}
                />
              ) : (
                <p className="text-ink-muted">No agreement has been sent to this family yet.</p>
              )}
              {!canSendNew(data) ? null : data.templates.length === 0 ? (
                <p className="text-ink">
                  There is no template yet. Ask a partnerships colleague to add an enrollment
                  agreement template under Templates.
                </p>
              ) : (
                <div className={data.agreement ? 'border-t border-line pt-4' : undefined}>
                  <SendEnrollmentAgreementForm
                    entry={entry}
                    templates={data.templates}
                    onSent={focusHeading}
                  />
                </div>
              )}
            </>
          )}
        </QueryState>
      </section>
    </Card>
  );
}
