import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { CopyLinkField } from './copy-link-field.tsx';
import { QUICK_SHARES } from './share-options.ts';
import { useQuickShare } from './use-quick-share.ts';

/** "One-click sharing" for the first listed document (admin spec §2 All Documents page). */
export function OneClickSharingCard({ document }: { document: { id: string; title: string } }) {
  const { share, pendingKind, isCopied, copy, uncopiedUrl } = useQuickShare(document);

  return (
    <Card aria-labelledby="one-click-sharing-heading" role="region">
      <h2 id="one-click-sharing-heading" className="text-xl font-semibold">
        One-click sharing
      </h2>
      <p className="mt-2 text-ink-muted">
        Creates a new link to <span className="font-medium text-ink">{document.title}</span>, the
        first document listed, and copies it.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {QUICK_SHARES.map((option) => (
          <Button
            key={option.kind}
            variant="secondary"
            aria-disabled={pendingKind !== null}
            onClick={() => share(option.kind)}
          >
            {pendingKind === option.kind ? 'Creating link...' : option.label}
          </Button>
        ))}
      </div>
      {uncopiedUrl ? (
        <div className="mt-4">
          <CopyLinkField
            label="New link"
            hint="Your browser did not allow copying. Select the link and copy it."
            url={uncopiedUrl}
            isCopied={isCopied}
            onCopy={() => void copy(uncopiedUrl)}
          />
        </div>
      ) : (
        <p role="status" className="mt-2 min-h-6 text-sm font-medium text-brand-ink">
          {isCopied ? 'Copied' : ''}
        </p>
      )}
    </Card>
  );
}
