import { clsx } from 'clsx';

export interface StoryStepsNavProps {
  label: string;
  titles: readonly string[];
  current: number;
  onChoose: (index: number) => void;
}

/** Every step by name, to go straight to one; the step shown is marked (aria-current). */
export function StoryStepsNav({ label, titles, current, onChoose }: StoryStepsNavProps) {
  return (
    <nav aria-label={label} className="mt-6 print:hidden">
      <ol className="grid list-decimal gap-x-8 pl-6 text-ink sm:grid-cols-2">
        {titles.map((title, index) => {
          const isCurrent = index === current;
          return (
            <li key={title} className="marker:text-ink-muted">
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onChoose(index)}
                className={clsx(
                  'min-h-11 text-left underline-offset-4 hover:underline',
                  isCurrent ? 'font-bold text-ink' : 'text-brand-ink underline',
                )}
              >
                {title}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
