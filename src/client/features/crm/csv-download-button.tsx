import { useMutation } from '@tanstack/react-query';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';

export interface CsvDownloadButtonProps {
  /** The visible words, such as "Download CSV". */
  label: string;
  /** Completes the button's name for screen readers when several sit on one page. */
  srLabel?: string;
  download: () => Promise<void>;
}

/** A download through apiRequest (admin files need the Bearer header) with its failure shown. */
export function CsvDownloadButton({ label, srLabel, download }: CsvDownloadButtonProps) {
  const mutation = useMutation({ mutationFn: download });
  return (
    <div>
      <Button variant="secondary" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        {mutation.isPending ? 'Downloading...' : label}
        {srLabel ? <span className="sr-only"> {srLabel}</span> : null}
      </Button>
      <div role="alert" className="empty:hidden">
        {mutation.error ? (
          <p className="mt-2 font-medium text-danger">
            The download failed. {describeFailure(mutation.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
