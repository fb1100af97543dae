import { useQuery } from '@tanstack/react-query';
import type { DocumentVersionDto } from '../../../domain/collaboration/dtos.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { QueryState } from '../../ui/query-state.tsx';
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
        <QueryState
          query={versions}
          what="The versions"
          loadingLabel="Loading versions..."
          isEmpty={(data) => data.length === 0}
          empty={
            <p className="text-ink-muted">
              No edits yet. The first edit keeps the current text as version 1.
            </p>
          }
        >
          {(data) => (
            <>
              <DataTable
                caption="Saved versions"
                columns={COLUMNS}
                rows={data}
                rowKey={(version) => version.id}
              />
              {data.length > 1 ? (
                <section aria-labelledby="redline-heading" className="grid gap-3">
                  <h3 id="redline-heading" className="text-lg font-semibold">
                    Compare versions
                  </h3>
                  {/* Keyed by the latest version: a new save compares previous and latest again. */}
                  <RedlineView key={data[0]!.id} versions={data} />
                </section>
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
