import { useState } from 'react';
import { FormField } from '../../ui/form-field.tsx';
import { CsvDownloadButton } from './csv-download-button.tsx';
import { exportDonations, exportDonors } from './import-api.ts';

/** Donors and gifts as CSV files; the donor file has the same columns the import reads. */
export function ExportPanel() {
  const [range, setRange] = useState({ from: '', to: '' });
  return (
    <section
      aria-labelledby="export-title"
      className="rounded-lg border border-line bg-surface p-5"
    >
      <h2 id="export-title" className="text-xl font-semibold text-ink">
        Export
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <h3 className="text-lg font-semibold text-ink">Donors</h3>
          <p className="text-ink-muted">
            Every donor, with the same columns the import reads, plus what each has given.
          </p>
          <CsvDownloadButton label="Export donors CSV" download={exportDonors} />
        </div>
        <div className="grid content-start gap-3">
          <h3 className="text-lg font-semibold text-ink">Gifts</h3>
          <p className="text-ink-muted">Every gift and pledge, or only those between two dates.</p>
          <div className="flex flex-wrap gap-4">
            <FormField
              label="From (optional)"
              type="date"
              value={range.from}
              onChange={(event) =>
                setRange((current) => ({ ...current, from: event.target.value }))
              }
            />
            <FormField
              label="To (optional)"
              type="date"
              value={range.to}
              onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            />
          </div>
          <CsvDownloadButton label="Export gifts CSV" download={() => exportDonations(range)} />
        </div>
      </div>
    </section>
  );
}
