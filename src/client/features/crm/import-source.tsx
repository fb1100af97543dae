import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import {
  DONOR_CSV_COLUMNS,
  MAX_IMPORT_CSV_LENGTH,
  REQUIRED_DONOR_CSV_COLUMNS,
} from '../../../domain/crm/donor-schemas.ts';
import { Field } from '../../ui/form-field.tsx';
import { Label } from '../../ui/label.tsx';
import { Textarea } from '../../ui/textarea.tsx';

export interface ImportSourceProps {
  csv: string;
  error?: string;
  textId: string;
  onChange: (csv: string) => void;
}

/** The CSV to import: pasted, or read from a chosen file into the same box for a look first. */
export function ImportSource({ csv, error, textId, onChange }: ImportSourceProps) {
  const fileId = useId();
  const [fileMessage, setFileMessage] = useState<string | null>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_IMPORT_CSV_LENGTH) {
      setFileMessage(`${file.name} is too large: import at most about 900 KB at a time.`);
      return;
    }
    onChange(await file.text());
    setFileMessage(`${file.name} is loaded into the box below.`);
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={fileId}>Choose a CSV file</Label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className="block min-h-10 w-full max-w-full min-w-0 text-ink file:mr-3 file:min-h-10 file:rounded-md file:border file:border-line-strong file:bg-surface file:px-4 file:py-2 file:font-medium file:text-ink"
          onChange={(event) => void handleFile(event)}
        />
        <p role="status" className="text-sm text-ink empty:hidden">
          {fileMessage}
        </p>
      </div>
      <Field
        id={textId}
        label="Or paste the CSV text"
        hint={`The first line names the columns. Needed: ${REQUIRED_DONOR_CSV_COLUMNS.join(', ')}. Also read: ${DONOR_CSV_COLUMNS.filter((column) => !(REQUIRED_DONOR_CSV_COLUMNS as readonly string[]).includes(column)).join(', ')}.`}
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            spellCheck={false}
            className="font-mono text-sm"
            value={csv}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
