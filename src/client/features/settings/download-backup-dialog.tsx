import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  BACKUP_DOWNLOAD_LINK_MINUTES,
  BACKUP_PROOF_MISSING_MESSAGE,
} from '../../../domain/backups/backups.ts';
import { describeFailure, useFormErrors } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../ui/dialog.tsx';
import { ErrorSummary } from '../../ui/error-summary.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useBackupDownloadLink } from './backups-api.ts';

const FIELDS = ['proof'] as const;

/** Mounted only while the dialog is open, so the password is never kept after it closes. */
function DownloadBackupForm({ fileName, onDone }: { fileName: string; onDone: () => void }) {
  const [proof, setProof] = useState('');
  const { errors, fieldId, show, showServerErrors, summary } = useFormErrors(FIELDS);
  const makeLink = useBackupDownloadLink();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (proof === '') {
      show({ proof: BACKUP_PROOF_MISSING_MESSAGE });
      return;
    }
    makeLink.mutate(
      { fileName, proof },
      {
        onSuccess: (link) => {
          // The answer is an attachment: the browser saves it and this page stays open.
          window.location.assign(link.url);
          toast({
            title: 'Download started',
            description: `${link.fileName} was checked first: ${link.tables} tables, ${link.rows} rows. Keep it somewhere safe: it holds everyone's personal details.`,
          });
          onDone();
        },
        onError: (error) => {
          if (showServerErrors(error)) return;
          toast({
            variant: 'destructive',
            title: 'Failed to download the backup',
            description: describeFailure(error),
          });
        },
      },
    );
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={handleSubmit}>
      <ErrorSummary {...summary} />
      <FormField
        id={fieldId('proof')}
        name="proof"
        type="password"
        label="Your password"
        hint="If you use an authenticator app, you can enter its 6-digit code instead."
        autoComplete="current-password"
        spellCheck={false}
        required
        value={proof}
        error={errors.proof}
        onChange={(event) => setProof(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={makeLink.isPending}>
          {makeLink.isPending ? 'Checking the file...' : 'Download'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Downloading a backup (ADR 038): the owner enters the password again, the server checks the
 * whole file, and a link that works once for a few minutes hands it to the browser.
 */
export function DownloadBackupDialog({ fileName }: { fileName: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          Download<span className="sr-only"> {fileName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Download a backup"
        description={`${fileName} holds all of the organisation's data, including personal details of families, donors and staff. Enter your password to confirm it is you. The download link works once, for ${BACKUP_DOWNLOAD_LINK_MINUTES} minutes, and the download is written to the audit log.`}
      >
        <DownloadBackupForm fileName={fileName} onDone={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
