import type { Ref } from 'react';
import type { SaveProblem } from './save-problems.ts';

export interface SaveProblemsListProps {
  problems: readonly SaveProblem[];
  /** Selects the named field and moves focus to it. */
  onShowField: (fieldId: string) => void;
  /** Focus lands here after a failed save. */
  ref?: Ref<HTMLDivElement>;
}

/** Why the template was not saved, each reason with a way to the field it names. */
export function SaveProblemsList({ problems, onShowField, ref }: SaveProblemsListProps) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="empty:hidden">
      {problems.length > 0 ? (
        <div className="rounded-md border-2 border-danger bg-danger-soft p-4 text-danger-ink">
          <p className="font-semibold">The template was not saved.</p>
          <ul className="mt-2 grid gap-2">
            {problems.map((problem) => (
              <li key={problem.message} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>{problem.message}</span>
                {problem.fieldId ? (
                  <button
                    type="button"
                    className="min-h-6 font-medium underline underline-offset-4"
                    onClick={() => onShowField(problem.fieldId!)}
                  >
                    Show the field
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
