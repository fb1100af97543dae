import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type FieldErrorItem } from './error-summary.tsx';
import { FormField } from './form-field.tsx';

interface FormProps {
  errors: FieldErrorItem[];
  focusKey?: unknown;
  title?: string;
}

function Form({ errors, focusKey, title }: FormProps) {
  return (
    <form>
      <ErrorSummary errors={errors} focusKey={focusKey} title={title} />
      <FormField id="name" label="Name" />
      <FormField id="email" label="Email" />
    </form>
  );
}

const TWO_ERRORS: FieldErrorItem[] = [
  { fieldId: 'name', message: 'Enter a name' },
  { fieldId: 'email', message: 'Enter a valid email address' },
];

describe('ErrorSummary', () => {
  it('shows nothing while there are no errors', () => {
    render(<Form errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('is an alert named by its title, listing each error as a link to its field', () => {
    render(<Form errors={TWO_ERRORS} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter a name', '#name'],
      ['Enter a valid email address', '#email'],
    ]);
    expect(links.every((link) => summary.contains(link))).toBe(true);
  });

  it('takes the focus when it appears, so screen readers read it first', () => {
    const { rerender } = render(<Form errors={[]} />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Form errors={TWO_ERRORS} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('takes the focus again on a new attempt with the same errors (focusKey)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Form errors={TWO_ERRORS} focusKey={1} />);
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));

    // Same errors, same key: a re-render alone must not steal the focus from the field.
    rerender(<Form errors={[...TWO_ERRORS]} focusKey={1} />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));

    rerender(<Form errors={TWO_ERRORS} focusKey={2} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('moves the focus to the field when a link is followed, without changing the URL', async () => {
    const user = userEvent.setup();
    const before = window.location.href;
    render(<Form errors={TWO_ERRORS} />);
    await user.click(screen.getByRole('link', { name: 'Enter a valid email address' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(window.location.href).toBe(before);
  });

  it('lists an error that belongs to no field as text, not as a link', () => {
    render(
      <Form
        errors={[{ message: 'Someone else changed this record.' }, TWO_ERRORS[0]!]}
        title="Could not save"
      />,
    );
    const summary = screen.getByRole('alert', { name: 'Could not save' });
    expect(summary.textContent).toContain('Someone else changed this record.');
    expect(screen.queryByRole('link', { name: 'Someone else changed this record.' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
