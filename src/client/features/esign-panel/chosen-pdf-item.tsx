import { useId } from 'react';
import { Button } from '../../ui/button.tsx';

export interface ChosenPdfItemProps {
  /** On the item itself, so the error summary can bring the focus here. */
  id: string;
  /** "Data-use agreement, 4 pages, fields for 2 signers". */
  text: string;
  name: string;
  /** Why it cannot be sent as things stand (too few signers, or the server's refusal). */
  problem: string | undefined;
  isFirst: boolean;
  isLast: boolean;
  onMove: (by: -1 | 1, buttonId: string) => void;
  onRemove: () => void;
}

/** A move button at the end of the list looks unavailable, as a disabled one would. */
const AT_END = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-70';

/**
 * One PDF chosen for the envelope, with buttons to move it up or down (when there are several)
 * and to remove it. The ends use aria-disabled, not disabled, so the focus stays on a button
 * that has just reached one.
 */
export function ChosenPdfItem(props: ChosenPdfItemProps) {
  const { id, text, name, problem, isFirst, isLast, onMove, onRemove } = props;
  const baseId = useId();
  const problemId = `${baseId}-problem`;
  const upId = `${baseId}-up`;
  const downId = `${baseId}-down`;
  return (
    <li id={id} tabIndex={-1} aria-describedby={problem ? problemId : undefined}>
      {/* A grid on the item itself would hide its number. */}
      <div className="grid gap-2">
        <span className="wrap-anywhere">{text}</span>
        {problem ? (
          <p id={problemId} className="text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {isFirst && isLast ? null : (
            <>
              <Button
                id={upId}
                variant="secondary"
                className={AT_END}
                aria-label={`Move up: ${name}`}
                aria-disabled={isFirst}
                onClick={() => {
                  if (!isFirst) onMove(-1, upId);
                }}
              >
                Move up
              </Button>
              <Button
                id={downId}
                variant="secondary"
                className={AT_END}
                aria-label={`Move down: ${name}`}
                aria-disabled={isLast}
                onClick={() => {
                  if (!isLast) onMove(1, downId);
                }}
              >
                Move down
              </Button>
            </>
          )}
          <Button variant="secondary" aria-label={`Remove: ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
