import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ErrorSummary } from '../ui/error-summary.tsx';
import { FormField } from '../ui/form-field.tsx';
import { describeFailure, useFormErrors, type MessageTranslator } from './use-form-errors.ts';

// The schema lists email before name on purpose: the summary must follow the form's order.
const contactSchema = z.object({
  email: z.string().min(1, 'Enter an email address').email('Enter a valid email address'),
  name: z.string().trim().min(1, 'Enter a name').max(40, 'Keep the name under 41 characters'),
});
type Contact = z.output<typeof contactSchema>;
const FIELDS = ['name', 'email'] as const;

/** An error as apiRequest throws it: "<status>: <body>". */
const apiError = (status: number, body: unknown) =>
  new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);

interface ContactFormProps {
  onValid?: (contact: Contact) => void;
  /** What the "server" answers to a valid form; undefined means it accepts it. */
  serverError?: unknown;
  translate?: MessageTranslator;
}

/** A form as the features write them: validate, then send, then show the server's field errors. */
function ContactForm({ onValid, serverError, translate }: ContactFormProps) {
  const [values, setValues] = useState({ name: '', email: '' });
  const { errors, fieldId, validate, showServerErrors, summary } = useFormErrors(FIELDS, translate);
  const [failure, setFailure] = useState('');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure('');
        const contact = validate(contactSchema, values);
        if (!contact) return;
        if (serverError === undefined) onValid?.(contact);
        else if (!showServerErrors(serverError)) setFailure(describeFailure(serverError));
      }}
    >
      <ErrorSummary {...summary} />
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={fieldId(field)}
          label={field === 'name' ? 'Name' : 'Email'}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        />
      ))}
      <button type="submit">Save</button>
      <p role="status">{failure}</p>
    </form>
  );
}

const nameBox = () => screen.getByRole('textbox', { name: 'Name' });
const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const save = () => screen.getByRole('button', { name: 'Save' });
const summaryLinks = () =>
  within(screen.getByRole('alert'))
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('useFormErrors with a schema', () => {
  it('lists the errors in the order of the form, each linked to its field', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(save());

    expect(summaryLinks()).toEqual([
      ['Enter a name', `#${nameBox().id}`],
      ['Enter an email address', `#${emailBox().id}`],
    ]);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('marks each field invalid and describes it with its own message', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(nameBox(), 'Ada');
    await user.type(emailBox(), 'not-an-address');
    await user.click(save());

    expect(nameBox().hasAttribute('aria-invalid')).toBe(false);
    expect(emailBox().getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('textbox', { name: 'Email', description: 'Enter a valid email address' }),
    ).toBe(emailBox());
    expect(summaryLinks()).toEqual([['Enter a valid email address', `#${emailBox().id}`]]);
  });

  it("shows a field's first problem only, not every rule it broke", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(save());
    // An empty email breaks both `min(1)` and `email()`.
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    expect(screen.getAllByText('Enter an email address')).toHaveLength(2); // summary + field
  });

  it('follows a summary link to its field', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(save());
    await user.click(screen.getByRole('link', { name: 'Enter an email address' }));
    expect(document.activeElement).toBe(emailBox());
  });

  it('moves the focus back to the summary on every failed attempt, even with the same errors', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(save());
    await user.click(nameBox());
    expect(document.activeElement).toBe(nameBox());

    await user.click(save());
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('clears the errors and hands over the parsed values once the form is valid', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<ContactForm onValid={onValid} />);
    await user.click(save());
    expect(onValid).not.toHaveBeenCalled();

    await user.type(nameBox(), '  Ada  ');
    await user.type(emailBox(), 'ada@example.org');
    await user.click(save());

    expect(onValid).toHaveBeenCalledExactlyOnceWith({ name: 'Ada', email: 'ada@example.org' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nameBox().hasAttribute('aria-invalid')).toBe(false);
    expect(emailBox().hasAttribute('aria-invalid')).toBe(false);
  });

  it('passes each message through the translator with its field and zod code', async () => {
    const user = userEvent.setup();
    const translate = vi.fn<MessageTranslator>((field, code) => `${field} (${code}) es-ES`);
    render(<ContactForm translate={translate} />);
    await user.click(save());

    expect(summaryLinks().map(([text]) => text)).toEqual([
      'name (too_small) es-ES',
      'email (too_small) es-ES',
    ]);
    expect(translate).toHaveBeenCalledWith('name', 'too_small', 'Enter a name', undefined);
  });

  it('gives the translator the limit of a value that is too long', async () => {
    const user = userEvent.setup();
    const translate = vi.fn<MessageTranslator>((field, code, _message, limit) =>
      limit === undefined ? `${field} (${code})` : `${field}: at most ${limit}`,
    );
    render(<ContactForm translate={translate} />);
    await user.type(nameBox(), 'A'.repeat(41));
    await user.type(emailBox(), 'ada@example.org');
    await user.click(save());

    expect(summaryLinks().map(([text]) => text)).toEqual(['name: at most 40']);
  });
});

describe('useFormErrors with the server answer', () => {
  async function submitValid() {
    const user = userEvent.setup();
    await user.type(nameBox(), 'Ada');
    await user.type(emailBox(), 'ada@example.org');
    await user.click(save());
  }

  it("puts the server's field errors next to the fields (first message of a list)", async () => {
    render(
      <ContactForm
        serverError={apiError(400, {
          message: 'Invalid input',
          fieldErrors: { email: ['This email is already registered', 'Second message'] },
        })}
      />,
    );
    await submitValid();

    expect(summaryLinks()).toEqual([['This email is already registered', `#${emailBox().id}`]]);
    expect(
      screen.getByRole('textbox', {
        name: 'Email',
        description: 'This email is already registered',
      }),
    ).toBe(emailBox());
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.queryByText('Second message')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('translates server messages with the code "server"', async () => {
    const translate = vi.fn<MessageTranslator>((_field, code, message) => `${code}: ${message}`);
    render(
      <ContactForm
        translate={translate}
        serverError={apiError(400, { fieldErrors: { name: 'Too long' } })}
      />,
    );
    await submitValid();
    expect(summaryLinks()).toEqual([['server: Too long', `#${nameBox().id}`]]);
  });

  it('ignores server field errors for fields the form does not have', async () => {
    render(
      <ContactForm
        serverError={apiError(400, { fieldErrors: { partnerId: 'Choose a partner' } })}
      />,
    );
    await submitValid();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Choose a partner')).toBeNull();
  });

  it('says the server could not be reached when fetch itself failed', async () => {
    render(<ContactForm serverError={new TypeError('Failed to fetch')} />);
    await submitValid();
    expect(screen.getByRole('status').textContent).toBe('Unable to connect to server');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's own words for an error without field errors", async () => {
    render(
      <ContactForm serverError={apiError(409, { message: 'A contact with this email exists.' })} />,
    );
    await submitValid();
    expect(screen.getByRole('status').textContent).toBe('A contact with this email exists.');
  });
});

describe('describeFailure', () => {
  it.each([
    ['a network failure', new TypeError('Failed to fetch'), 'Unable to connect to server'],
    [
      'a validation answer with field errors',
      apiError(400, { message: 'Invalid input', fieldErrors: { email: 'Taken' } }),
      'Please correct the fields marked in the form.',
    ],
    ['a message from the server', apiError(403, { message: 'Not allowed.' }), 'Not allowed.'],
    ['an HTML error page', apiError(502, '<html>Bad gateway</html>'), 'Please try again.'],
    ['a blank message', apiError(500, { message: '   ' }), 'Please try again.'],
    ['something that is not an API error', new Error('boom'), 'Please try again.'],
  ])('words %s', (_case, error, expected) => {
    expect(describeFailure(error)).toBe(expected);
  });
});
