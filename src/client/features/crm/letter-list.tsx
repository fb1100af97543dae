import { useMutation } from '@tanstack/react-query';
import type { StewardshipLetterDto } from '../../../domain/crm/donor-dtos.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { downloadLetter } from './gift-api.ts';

function letterTitle(letter: StewardshipLetterDto): string {
  if (letter.kind === 'acknowledgment') return 'Thank-you letter';
  const period =
    letter.periodFrom && letter.periodTo
      ? ` for ${formatDate(letter.periodFrom)} to ${formatDate(letter.periodTo)}`
      : '';
  return `Giving statement${period}`;
}

/** Letters as they were sent, each downloadable as its PDF. */
export function LetterList({ letters }: { letters: readonly StewardshipLetterDto[] }) {
  const download = useMutation({
    mutationFn: downloadLetter,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Failed to download letter',
        description: describeFailure(error),
      }),
  });
  if (letters.length === 0) return <p className="text-ink-muted">No letters sent yet.</p>;
  return (
    <ul className="grid gap-3">
      {letters.map((letter) => (
        <li key={letter.id} className="flex flex-wrap items-center justify-between gap-3">
          <span>
            <span className="font-medium">{letterTitle(letter)}</span>
            <span className="block text-sm text-ink-muted">
              Sent {formatDateTime(letter.createdAt)}
            </span>
          </span>
          <Button variant="secondary" onClick={() => download.mutate(letter)}>
            Download PDF
            <span className="sr-only">
              : {letterTitle(letter)}, sent {formatDateTime(letter.createdAt)}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
