import { writeToClipboard } from '../../lib/clipboard.ts';
import { saveBlob } from '../../lib/download-file.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';

/** Shown once, right after they are made: the server keeps only their hashes. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <div className="mt-4 rounded-lg border border-line-strong bg-surface p-4" role="status">
      <h3 className="text-lg font-semibold text-ink">Your recovery codes</h3>
      <p className="mt-2 max-w-prose text-ink-muted">
        Keep these 10 codes somewhere safe, like a password manager or a printed page. If you lose
        your phone, each code signs you in once instead of the app. This is the only time they are
        shown.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={async () => {
            const copied = await writeToClipboard(text);
            toast(
              copied
                ? { title: 'Recovery codes copied' }
                : {
                    variant: 'destructive',
                    title: 'Could not copy. Select the codes and copy them.',
                  },
            );
          }}
        >
          Copy codes
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'recovery-codes.txt')
          }
        >
          Download as a text file
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
