import { useId, useRef, useState, type FormEvent } from 'react';
import type { FamilyPapersContent } from '../../../domain/content/modules.ts';
import {
  formatPaperSize,
  MAX_PAPER_BYTES,
  PAPER_ACCEPT,
  PAPER_KINDS,
  type PaperKind,
} from '../../../domain/family-papers/papers.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorSummary, type FieldErrorItem } from '../../ui/error-summary.tsx';
import { FileInput } from '../../ui/file-input.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Select } from '../../ui/select.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { describePaperError } from './paper-error.ts';
import { useUploadPaper } from './papers-api.ts';

type Room = { bytes: number; files: number };
type Problem = { field: 'kind' | 'file'; message: string };

const isPaperKind = (value: string): value is PaperKind =>
  (PAPER_KINDS as readonly string[]).includes(value);

/**
 * What the browser can tell before sending: a missing choice, an empty or too large file, no room
 * left. What the file is, only the server decides, from its bytes.
 */
function checkBeforeSending(options: {
  words: FamilyPapersContent;
  locale: Locale;
  kind: string;
  file: File | undefined;
  room: Room;
}): Problem[] {
  const { words, kind, file, room } = options;
  const messages = words.PAPER_MESSAGES;
  const problems: Problem[] = [];
  if (!isPaperKind(kind)) problems.push({ field: 'kind', message: messages.chooseKind });
  if (!file) return [...problems, { field: 'file', message: messages.chooseFile }];
  if (file.size === 0) problems.push({ field: 'file', message: messages.emptyFile });
  else if (file.size > MAX_PAPER_BYTES) {
    problems.push({ field: 'file', message: messages.fileTooLarge });
  } else if (room.files === 0) {
    problems.push({ field: 'file', message: messages.tooManyFiles });
  } else if (file.size > room.bytes) {
    const left = formatPaperSize(room.bytes, options.locale);
    problems.push({ field: 'file', message: messages.noRoom(left) });
  }
  return problems;
}

/** The kind of paper and the file, sent together; errors on top and beside each field. */
export function PaperUploadForm({ token, room }: { token: string; room: Room }) {
  const copy = useEnrollmentCopy();
  const words = copy.papers!;
  const { UPLOAD_FORM, KIND_LABELS } = words;
  const upload = useUploadPaper(token);
  const [kind, setKind] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { kind: useId(), file: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const file = fileInput.current?.files?.[0];
    const found = checkBeforeSending({ words, locale: copy.locale, kind, file, room });
    setProblems(found);
    if (found.length > 0 || !file || !isPaperKind(kind)) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: (paper) => {
          toast({ title: UPLOAD_FORM.received(paper.filename) });
          setKind('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          const message = describePaperError(copy, error);
          const field = message === words.PAPER_MESSAGES.chooseKind ? 'kind' : 'file';
          setProblems([{ field, message }]);
        },
      },
    );
  }

  const errorOf = (field: Problem['field']) =>
    problems.find((problem) => problem.field === field)?.message;
  const summary: FieldErrorItem[] = problems.map((problem) => ({
    fieldId: ids[problem.field],
    message: problem.message,
  }));

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-4 grid gap-4">
      <ErrorSummary errors={summary} focusKey={attempt} title={words.ERROR_SUMMARY_TITLE} />
      <Field id={ids.kind} label={UPLOAD_FORM.kindLabel} error={errorOf('kind')}>
        {(control) => (
          <Select {...control} value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">{UPLOAD_FORM.kindPlaceholder}</option>
            {PAPER_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id={ids.file}
        label={UPLOAD_FORM.fileLabel}
        hint={UPLOAD_FORM.fileHint}
        error={errorOf('file')}
      >
        {(control) => <FileInput {...control} ref={fileInput} name="file" accept={PAPER_ACCEPT} />}
      </Field>
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? UPLOAD_FORM.pending : UPLOAD_FORM.submit}
        </Button>
      </div>
    </form>
  );
}
