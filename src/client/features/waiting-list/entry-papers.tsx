import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { StaffPaperDto } from '../../../domain/family-papers/dtos.ts';
import { formatPaperSize, PAPER_KIND_LABELS } from '../../../domain/family-papers/papers.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import { AskForPaperForm } from './ask-for-paper-form.tsx';
import { openPaper, useEntryPapers, useReviewPaper } from './papers-api.ts';

/** The id of the papers card, which Today's "Open papers" links to. */
const PAPERS_ANCHOR = 'papers';

function PaperRow({ entryId, paper }: { entryId: string; paper: StaffPaperDto }) {
  const review = useReviewPaper(entryId);
  const open = () =>
    openPaper(entryId, paper).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'The paper did not open',
        description: describeFailure(error),
      }),
    );
  const markReviewed = () =>
    review.mutate(paper.id, {
      onSuccess: () =>
        toast({ title: 'Marked reviewed', description: 'The family can no longer remove it.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Not marked reviewed',
          description: describeFailure(error),
        }),
    });
  return (
    <li className="grid gap-1 border-b border-line pb-3 last:border-b-0 last:pb-0">
      <span className="font-medium break-words">{paper.filename}</span>
      <span>
        {PAPER_KIND_LABELS.en[paper.kind]} · {formatPaperSize(paper.size, 'en')} · received{' '}
        {formatDateTime(paper.uploadedAt)}
      </span>
      <span className="text-ink-muted">
        {paper.reviewedAt
          ? `Reviewed ${formatDateTime(paper.reviewedAt)}${paper.reviewedByName ? ` by ${paper.reviewedByName}` : ''}`
          : 'Not reviewed yet'}
      </span>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void open()}
          aria-label={`Open ${paper.filename}`}
        >
          Open
        </Button>
        {paper.reviewedAt ? null : (
          <Button
            variant="secondary"
            disabled={review.isPending}
            onClick={markReviewed}
            aria-label={`Mark ${paper.filename} reviewed`}
          >
            {review.isPending ? 'Marking...' : 'Mark reviewed'}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The papers the family sent from their status link. Opening one downloads it and is written to
 * the audit log; a reviewed paper can no longer be removed by the family.
 */
export function EntryPapers({ entryId }: { entryId: string }) {
  const papers = useEntryPapers(entryId);
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  // "Open papers" on Today links here with #papers: the card comes after the entry has loaded,
  // too late for the router's own scroll to the anchor.
  useEffect(() => {
    if (hash === `#${PAPERS_ANCHOR}`) card.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return (
    <Card ref={card} id={PAPERS_ANCHOR} aria-busy={papers.isPending}>
      <h2 className="text-xl font-semibold">Papers from the family</h2>
      <QueryState
        query={papers}
        what="The papers"
        isEmpty={(list) => list.length === 0}
        empty={<p className="mt-4 text-ink-muted">The family has not sent any papers.</p>}
        className="mt-4"
      >
        {(list) => (
          <ul className="mt-4 grid gap-3">
            {list.map((paper) => (
              <PaperRow key={paper.id} entryId={entryId} paper={paper} />
            ))}
          </ul>
        )}
      </QueryState>
      <AskForPaperForm entryId={entryId} />
    </Card>
  );
}
