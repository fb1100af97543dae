import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { VERSION_SOURCE_LABELS } from './activity-labels.ts';
import { versionsQuery } from './api.ts';
import { RedlineView } from './redline-view.tsx';

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
            <Table caption="Saved versions" hideCaption>
              <THead>
                <TRow>
                  <TH>Version</TH>
                  <TH>Author</TH>
                  <TH>Source</TH>
                  <TH>Saved</TH>
                </TRow>
              </THead>
              <TBody>
                {versions.data.map((version) => (
                  <TRow key={version.id}>
                    <TH scope="row">Version {version.number}</TH>
                    <TD>{version.authorName}</TD>
                    <TD>{VERSION_SOURCE_LABELS[version.source]}</TD>
                    <TD className="whitespace-nowrap">{formatDateTime(version.createdAt)}</TD>
                  </TRow>
                ))}
              </TBody>
            </Table>
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
