import { describe, expect, it } from 'vitest';
import { saveTemplateInput } from '../../../domain/esign/pdf-templates.ts';
import { fieldOutsidePageMessage } from '../../../domain/esign/placed-fields.ts';
import { field } from './editor-harness.tsx';
import { problemsFromError, problemsFromIssues } from './save-problems.ts';

const SENT = ['first', 'second', 'third'];
const answer = (status: number, body: unknown) => new Error(`${status}: ${JSON.stringify(body)}`);

describe('why a save failed', () => {
  it('lists every misplaced field the server names, each tied to the field as sent', () => {
    const messages = [fieldOutsidePageMessage(1, 1), fieldOutsidePageMessage(2, 2)];
    const error = answer(400, { message: messages.join(' '), fieldErrors: { fields: messages } });
    expect(problemsFromError(error, SENT)).toEqual({
      others: [
        { message: messages[0], fieldId: 'second' },
        { message: messages[1], fieldId: 'third' },
      ],
    });
  });

  it('puts a name problem beside the name and a field path on its field', () => {
    const input = {
      name: ' ',
      signerCount: 1,
      fields: [field({ id: 'first' }), field({ id: 'second', signer: 2 })],
    };
    const checked = saveTemplateInput.safeParse(input);
    expect(checked.success).toBe(false);
    const problems = problemsFromIssues(checked.error!.issues, SENT);
    expect(problems.name).toBeTruthy();
    expect(problems.others).toEqual([
      {
        message: expect.stringMatching(/^Field 2 is for signer 2, but the template has 1\./),
        fieldId: 'second',
      },
    ]);
  });

  it('says the server’s own words when no field is named, and plain words offline', () => {
    const gone = answer(404, { message: 'This PDF template no longer exists.' });
    expect(problemsFromError(gone, SENT).others).toEqual([
      { message: 'This PDF template no longer exists.' },
    ]);
    expect(problemsFromError(new TypeError('Failed to fetch'), SENT).others).toEqual([
      { message: 'Unable to connect to server' },
    ]);
  });
});
