import { CreateShareLinkForm } from '../../../features/sharing/create-share-link-form.tsx';
import { ShareLinksTable } from '../../../features/sharing/share-links-table.tsx';
import { Card } from '../../../ui/card.tsx';

/** The Advanced Sharing dialog's content as a tab: create a link, see and deactivate links. */
export function SharingTab({ document }: { document: { id: string; title: string } }) {
  return (
    <div className="grid gap-6">
      <Card>
        <h2 className="text-xl font-semibold">Share by link</h2>
        <p className="mt-2 max-w-prose text-ink-muted">
          A link opens &quot;{document.title}&quot; without an account. Choose what the link allows
          and how long it works.
        </p>
        <div className="mt-4">
          <CreateShareLinkForm documentId={document.id} />
        </div>
      </Card>
      <Card>
        <h2 className="mb-4 text-xl font-semibold">Existing links</h2>
        <ShareLinksTable documentId={document.id} />
      </Card>
    </div>
  );
}
