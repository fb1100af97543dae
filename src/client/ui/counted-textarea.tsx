import { clsx } from 'clsx';
import { Field } from './form-field.tsx';
import { Textarea } from './textarea.tsx';

/**
 * A free-text field with a limit and a counter under it ("15 of 1000 characters used"). The
 * counter is read with the field, not announced at every key press; past the limit it turns to
 * the error colour and weight, and the form's own check says what to do.
 */
export function CountedTextarea(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  max: number;
  counter: (used: number, max: number) => string;
  onChange: (value: string) => void;
}) {
  const { id, max } = props;
  const used = props.value.trim().length;
  return (
    <Field id={id} label={props.label} hint={props.hint} error={props.error} className="min-w-0">
      {(control) => (
        <>
          <Textarea
            {...control}
            aria-describedby={[control['aria-describedby'], `${id}-count`]
              .filter(Boolean)
              .join(' ')}
            name={props.name}
            rows={4}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
          <p
            id={`${id}-count`}
            className={clsx('text-sm', used > max ? 'font-medium text-danger' : 'text-ink-muted')}
          >
            {props.counter(used, max)}
          </p>
        </>
      )}
    </Field>
  );
}
