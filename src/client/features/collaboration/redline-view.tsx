import { useMemo, useState } from 'react';
import type { DocumentVersionDto } from '../../../domain/collaboration/dtos.ts';
import { countChanges, redline } from '../../../domain/documents/redline.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { RedlineText } from './redline-text.tsx';

const versionOption = (version: DocumentVersionDto) =>
  `Version ${version.number}, ${version.authorName}, ${formatDateTime(version.createdAt)}`;

/**
 * A redline between any two versions (newest first in `versions`, at least two), starting with
 * the previous version against the latest: the negotiation rounds, readable at a glance.
 */
export function RedlineView({ versions }: { versions: readonly DocumentVersionDto[] }) {
  const [fromId, setFromId] = useState(versions[1]!.id);
  const [toId, setToId] = useState(versions[0]!.id);
  const from = versions.find((version) => version.id === fromId) ?? versions[1]!;
  const to = versions.find((version) => version.id === toId) ?? versions[0]!;
  const parts = useMemo(() => redline(from.content, to.content), [from, to]);
  const changes = countChanges(parts);

  const picker = (label: string, value: string, onChange: (id: string) => void) => (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {versions.map((version) => (
            <option key={version.id} value={version.id}>
              {versionOption(version)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {picker('From version', from.id, setFromId)}
        {picker('To version', to.id, setToId)}
      </div>
      <p role="status" className="font-medium">
        {from.id === to.id
          ? 'Choose two different versions to see what changed.'
          : `${changes} ${changes === 1 ? 'change' : 'changes'} from version ${from.number} to version ${to.number}.`}
      </p>
      {from.id === to.id ? null : (
        <>
          <p className="text-ink-muted">
            Removed text is struck through in red. Added text is underlined in green.
          </p>
          <RedlineText parts={parts} />
        </>
      )}
    </div>
  );
}
