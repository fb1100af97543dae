import type { FamilyPaperDto } from '../../../domain/family-papers/dtos.ts';
import { INTL_LOCALE } from '../../../domain/common/i18n.ts';
import { formatPaperSize } from '../../../domain/family-papers/papers.ts';
import { formatDateIn } from '../../lib/format.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { RemovePaperDialog } from './remove-paper-dialog.tsx';

/** What we received: one card per paper, with Remove while our team has not read it. */
export function PaperList({ token, papers }: { token: string; papers: FamilyPaperDto[] }) {
  const copy = useEnrollmentCopy();
  const { PAPER_LIST, KIND_LABELS } = copy.papers!;
  if (papers.length === 0) return <p className="mt-3 text-ink-muted">{PAPER_LIST.empty}</p>;
  return (
    <ul className="mt-3 grid gap-3">
      {papers.map((paper) => (
        <li key={paper.id} className="rounded-lg border-2 border-line-strong bg-surface p-4">
          <p className="font-semibold break-words text-ink">{paper.filename}</p>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-ink-muted">{PAPER_LIST.kind}</dt>
            <dd>{KIND_LABELS[paper.kind]}</dd>
            <dt className="text-ink-muted">{PAPER_LIST.size}</dt>
            <dd>{formatPaperSize(paper.size, copy.locale)}</dd>
            <dt className="text-ink-muted">{PAPER_LIST.received}</dt>
            <dd>{formatDateIn(INTL_LOCALE[copy.locale], paper.uploadedAt)}</dd>
            <dt className="text-ink-muted">{PAPER_LIST.state}</dt>
            <dd>{paper.isReviewed ? PAPER_LIST.reviewed : PAPER_LIST.notReviewed}</dd>
          </dl>
          {paper.isReviewed ? null : (
            <div className="mt-3">
              <RemovePaperDialog token={token} paper={paper} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
