import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { donorDisplayName } from '../../../domain/crm/rules.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { Card } from '../../ui/card.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AddInteractionDialog } from './add-interaction-dialog.tsx';
import { donorQuery } from './api.ts';
import { DeleteDonorDialog } from './delete-donor-dialog.tsx';
import { DonorDetails } from './donor-details.tsx';
import { DonorRating } from './donor-rating.tsx';
import { DonorStatusReason } from './donor-status-reason.tsx';
import { EditDonorDialog } from './edit-donor-dialog.tsx';
import { GiftHistory } from './gift-history.tsx';
import { HouseholdPanel } from './household-panel.tsx';
import { InteractionTimeline } from './interaction-timeline.tsx';
import { MarkUnsubscribed } from './mark-unsubscribed.tsx';
import { LetterList } from './letter-list.tsx';
import { MergeDonorDialog } from './merge-donor-dialog.tsx';
import { MonthlyGiftList } from './monthly-gift-list.tsx';
import { PledgeList } from './pledge-list.tsx';
import { ProfileSection } from './profile-section.tsx';
import { RecordGiftDialog } from './record-gift-dialog.tsx';
import { StatementPanel } from './statement-panel.tsx';

const BACK_LINK =
  'mb-4 inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline';

export interface DonorProfileProps {
  id: string;
  onDeleted: () => void;
}

/** One donor: details, gifts, pledges, contacts and stewardship letters. */
export function DonorProfile({ id, onDeleted }: DonorProfileProps) {
  const query = useQuery(donorQuery(id));
  const donor = query.data;
  const back = (
    <Link to="/admin/crm" className={BACK_LINK}>
      Back to donors
    </Link>
  );

  if (query.isError) {
    const isMissing = readErrorStatus(query.error) === 404;
    return (
      <>
        {back}
        <PageHeader title={isMissing ? 'Donor not found' : 'Donor'} />
        {isMissing ? (
          <Card role="alert">
            <p>This donor does not exist or was deleted.</p>
          </Card>
        ) : (
          <LoadFailed
            what="The donor"
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
            presentation="card"
          />
        )}
      </>
    );
  }
  if (!donor) return <Spinner label="Loading the donor..." />;

  const name = donorDisplayName(donor);
  const about = [donor.title, donor.organization].filter(Boolean).join(', ');
  return (
    <>
      {back}
      <PageHeader title={name} description={about || undefined} />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-2">
          <span className="font-medium text-ink">Status:</span>
          <DonorStatusReason donor={donor} />
        </span>
        <span className="flex-1" />
        <EditDonorDialog donor={donor} />
        <MergeDonorDialog donor={donor} />
        <DeleteDonorDialog donor={donor} onDeleted={onDeleted} />
      </div>
      <div className="grid gap-6">
        <ProfileSection title="Details">
          <DonorDetails donor={donor} />
          <div className="mt-6">
            <DonorRating key={donor.rating} donor={donor} />
          </div>
        </ProfileSection>
        <ProfileSection title="Household">
          <HouseholdPanel donor={donor} />
        </ProfileSection>
        <ProfileSection
          title="Giving history"
          actions={<RecordGiftDialog donorId={donor.id} donorName={name} pledges={donor.pledges} />}
        >
          <GiftHistory gifts={donor.donations} softCredits={donor.softCreditsOnGifts} />
        </ProfileSection>
        <ProfileSection title="Pledges">
          <PledgeList pledges={donor.pledges} />
        </ProfileSection>
        {donor.monthlyGifts.length > 0 ? (
          <ProfileSection title="Monthly gifts">
            <MonthlyGiftList plans={donor.monthlyGifts} />
          </ProfileSection>
        ) : null}
        <ProfileSection title="Interactions" actions={<AddInteractionDialog donorId={donor.id} />}>
          <InteractionTimeline interactions={donor.interactions} />
        </ProfileSection>
        {donor.email ? (
          <ProfileSection title="Campaign email">
            <MarkUnsubscribed donorId={donor.id} />
          </ProfileSection>
        ) : null}
        <ProfileSection title="Year-end statement">
          <StatementPanel donorId={donor.id} hasEmail={donor.email !== null} />
        </ProfileSection>
        <ProfileSection title="Letters sent">
          <LetterList letters={donor.letters} />
        </ProfileSection>
      </div>
    </>
  );
}
