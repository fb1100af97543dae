import { formatPaperSize } from '../../../domain/family-papers/papers.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { PaperList } from './paper-list.tsx';
import { PaperUploadForm } from './paper-upload-form.tsx';
import { useFamilyPapers } from './papers-api.ts';

/**
 * The status page's "Papers" section: what a family may send, the form while the application
 * takes papers, and what we received.
 */
export function StatusPapers({ token }: { token: string }) {
  const copy = useEnrollmentCopy();
  const papersQuery = useFamilyPapers(token);
  const words = copy.papers;
  if (!words) return null;
  const { PAPERS_TITLE, PAPERS_LEAD, PAPERS_LIMITS, PAPER_LIST } = words;
  const data = papersQuery.data;

  return (
    <section id="papers" aria-labelledby="papers-title" className="mt-10">
      <h2 id="papers-title" className="text-xl font-semibold text-ink">
        {PAPERS_TITLE}
      </h2>
      <p className="mt-2 max-w-prose text-ink">{PAPERS_LEAD}</p>
      <p className="mt-2 max-w-prose text-ink-muted">{PAPERS_LIMITS}</p>
      {papersQuery.isPending ? <Spinner label={PAPER_LIST.loading} showLabel /> : null}
      {papersQuery.isError ? (
        <div className="mt-4">
          <p role="alert" className="text-ink">
            {PAPER_LIST.loadFailed}
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void papersQuery.refetch()}>
            {PAPER_LIST.retry}
          </Button>
        </div>
      ) : null}
      {data ? (
        <>
          {data.isOpen ? (
            <>
              <p className="mt-2 max-w-prose text-ink-muted">
                {data.room.files === 0
                  ? words.FULL_NOTE
                  : words.roomNote(data.room.files, formatPaperSize(data.room.bytes, copy.locale))}
              </p>
              <PaperUploadForm token={token} room={data.room} />
            </>
          ) : (
            <p className="mt-4 rounded-lg border-2 border-line-strong bg-surface p-4 text-ink">
              {words.CLOSED_NOTE}
            </p>
          )}
          <h3 className="mt-8 text-lg font-semibold text-ink">{PAPER_LIST.title}</h3>
          <PaperList token={token} papers={data.papers} />
        </>
      ) : null}
    </section>
  );
}
