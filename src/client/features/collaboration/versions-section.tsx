import { useQuery } from '@tanstack/react-query';
import type { DocumentVersionDto } from '../../../domain/sharing-schemas.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { VERSION_SOURCE_LABELS } from './activity-labels.ts';
import { versionsQuery } from './api.ts';
import { RedlineView } from './redline-view.tsx';

const COLUMNS: DataTableColumn<DocumentVersionDto>[] = [
  {
    id: 'version',
    header: 'Version',
    kind: 'rowHeader',
    noWrap: true,
    cell: (version) => `Version ${version.number}`,
  },
  { id: 'author', header: 'Author', minWidth: 'sm', cell: (version) => version.authorName },
  {
    id: 'source',
    header: 'Source',
    priority: 2,
    minWidth: 'sm',
    cell: (version) => VERSION_SOURCE_LABELS[version.source],
  },
  {
    id: 'saved',
    header: 'Saved',
    minWidth: 'md',
    cell: (version) => formatDateTime(version.createdAt),
  },
];

/** Every saved text of the document, newest first, and a redline between any two. */
export function VersionsSection({ documentId }: { documentId: string }) {
  const versions = useQuery(versionsQuery(documentId));

  return (
    <Card role="region" aria-labelledby="versions-heading" aria-busy={versions.isPending}>
      <h2 id="versions-heading" className="text-xl font-semibold">
        Versions
      </h2>
      <div className="mt-4 grid gap-6">
        {versions.isPending ? (
          <Spinner label="Loading versions..." showLabel />
        ) : versions.isError ? (
          <div role="alert">
            <p>The versions could not be loaded.</p>
            <Button variant="secondary" className="mt-3" onClick={() => void versions.refetch()}>
              Try again
            </Button>
          </div>
        ) : versions.data.length === 0 ? (
          <p className="text-ink-muted">
            No edits yet. The first edit keeps the current text as version 1.
          </p>
        ) : (
          <>
            <DataTable
              caption="Saved versions"
              columns={COLUMNS}
              rows={versions.data}
              rowKey={(version) => version.id}
            />
            {versions.data.length > 1 ? (
              <section aria-labelledby="redline-heading" className="grid gap-3">
                <h3 id="redline-heading" className="text-lg font-semibold">
                  Compare versions
                </h3>
                {/* Keyed by the latest version: a new save compares previous and latest again. */}
                <RedlineView key={versions.data[0]!.id} versions={versions.data} />
              </section>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
