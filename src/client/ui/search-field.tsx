import { clsx } from 'clsx';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export interface SearchFieldProps {
  id: string;
  label: string;
  /** What the search looks at, shown under the label and read with the box. */
  hint: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
  /** Classes of the row that holds the box and its button. */
  rowClassName?: string;
}

/**
 * The search box of an admin list: label, hint, the box and a Search button that submits the
 * surrounding `<form role="search">` (Enter does the same).
 */
export function SearchField(props: SearchFieldProps) {
  const hintId = `${props.id}-hint`;
  return (
    <div className={clsx('grid gap-1.5', props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <p id={hintId} className="text-sm text-ink-muted">
        {props.hint}
      </p>
      <div className={clsx('flex gap-2', props.rowClassName)}>
        <Input
          id={props.id}
          type="search"
          aria-describedby={hintId}
          autoComplete="off"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </div>
  );
}
