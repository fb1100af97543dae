import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, FormField } from './form-field.tsx';

/** The texts a control's aria-describedby points at, in order; each id must exist. */
function descriptionParts(control: HTMLElement): string[] {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`aria-describedby points at a missing id: ${id}`);
    return element.textContent ?? '';
  });
}

describe('FormField', () => {
  it('labels its input and, without hint or error, describes nothing and is valid', () => {
    render(<FormField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks the input invalid and describes it with its error', () => {
    render(<FormField id="email" label="Email" error="Enter a valid email address" />);
    const input = screen.getByRole('textbox', {
      name: 'Email',
      description: 'Enter a valid email address',
    });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.id).toBe('email');
    expect(descriptionParts(input)).toEqual(['Enter a valid email address']);
  });

  it('reads the hint before the error, and the hint alone does not mark it invalid', () => {
    const { rerender } = render(<FormField label="Phone" hint="With the area code" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(descriptionParts(input)).toEqual(['With the area code']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);

    rerender(<FormField label="Phone" hint="With the area code" error="Enter a phone number" />);
    expect(descriptionParts(input)).toEqual(['With the area code', 'Enter a phone number']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('drops the error again once it is fixed', () => {
    const { rerender } = render(<FormField label="Name" error="Enter a name" />);
    rerender(<FormField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('Enter a name')).toBeNull();
  });

  it('gives two fields without ids different ids, so each label finds its own input', () => {
    render(
      <>
        <FormField label="First name" error="Enter a first name" />
        <FormField label="Last name" error="Enter a last name" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    const last = screen.getByRole('textbox', { name: 'Last name' });
    expect(first.id).not.toBe(last.id);
    expect(descriptionParts(first)).toEqual(['Enter a first name']);
    expect(descriptionParts(last)).toEqual(['Enter a last name']);
  });
});

describe('Field', () => {
  it('ties label, hint and error to any control it renders', () => {
    render(
      <Field id="partner" label="Partner" hint="Who signs the NDA" error="Choose a partner">
        {(control) => (
          <select {...control}>
            <option value="">Choose...</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Partner' });
    expect(select.id).toBe('partner');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionParts(select)).toEqual(['Who signs the NDA', 'Choose a partner']);
  });

  it('hands the control no invalid mark and no description when there is nothing to say', () => {
    render(<Field label="Notes">{(control) => <textarea {...control} />}</Field>);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(textarea.hasAttribute('aria-describedby')).toBe(false);
  });
});
