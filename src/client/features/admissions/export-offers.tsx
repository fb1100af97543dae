import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../lib/download-file.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';

/** Every offer with its steps (made, reminded, answered or lapsed, with when), as CSV. */
export function ExportOffers() {
  const exportCsv = useMutation({
    mutationFn: () => downloadFile('/api/admissions/offers/export.csv', 'admission-offers.csv'),
  });
  return (
    <div className="grid justify-items-start gap-2">
      <Button variant="secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        {exportCsv.isPending ? 'Exporting...' : 'Export offers (CSV)'}
      </Button>
      <div role="alert" className="empty:hidden">
        {exportCsv.error ? (
          <p className="font-medium text-danger">
            The export failed. {describeFailure(exportCsv.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
