import type { ComponentProps } from 'react';
import {
  EXPIRY_CHOICES,
  expiryLabel,
  parseExpiryChoice,
} from '../../domain/sharing/link-expiry.ts';
import type { ShareExpiryChoice } from '../../domain/sharing/sharing.ts';
import { Select } from './select.tsx';

export type LinkExpirySelectProps = Omit<
  ComponentProps<'select'>,
  'value' | 'onChange' | 'children'
> & {
  value: ShareExpiryChoice;
  onChange: (choice: ShareExpiryChoice) => void;
};

/** When a link handed out by a form stops working: the same choices in every such form. */
export function LinkExpirySelect({ value, onChange, ...props }: LinkExpirySelectProps) {
  return (
    <Select
      {...props}
      value={String(value)}
      onChange={(event) => onChange(parseExpiryChoice(event.target.value))}
    >
      {EXPIRY_CHOICES.map((choice) => (
        <option key={choice} value={String(choice)}>
          {expiryLabel(choice)}
        </option>
      ))}
    </Select>
  );
}
