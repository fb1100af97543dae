import { Button } from '../../ui/button.tsx';
import { DialogClose } from '../../ui/dialog.tsx';
import { FormField } from '../../ui/form-field.tsx';

/** How long the family has to answer: the same field in both offer forms. */
export function OfferDaysField(props: {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      id={props.id}
      label="Days to answer"
      hint="The offer can be answered until 11:59 p.m. (Central Time) on the last day."
      inputMode="numeric"
      className="max-w-40"
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** Cancel, and the submit button that says what it is doing while the offer is being made. */
export function OfferFormButtons(props: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={props.pending}>
        {props.pending ? props.pendingLabel : props.label}
      </Button>
    </div>
  );
}
