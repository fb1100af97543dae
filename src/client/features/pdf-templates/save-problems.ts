import type { z } from 'zod';
import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';

/** One reason a save failed; `fieldId` when it names one field, so the editor can show it. */
export interface SaveProblem {
  message: string;
  fieldId?: string;
}

export interface SaveProblems {
  /** Beside the name box. */
  name?: string;
  /** In the list above the pages. */
  others: SaveProblem[];
}

/**
 * The field a problem names: by its path (`fields.3.signer`: the 4th sent), or by its words
 * ("Field 4 is outside page 1", fieldOutsidePageMessage), both counting the fields as sent.
 */
function fieldIdOf(path: string, message: string, sentIds: readonly string[]) {
  const byPath = /^fields\.(\d+)(\.|$)/.exec(path);
  if (byPath) return sentIds[Number(byPath[1])];
  const byWords = /^Field (\d+) /.exec(message);
  return byWords ? sentIds[Number(byWords[1]) - 1] : undefined;
}

function fromPaths(
  entries: readonly (readonly [string, string])[],
  sentIds: readonly string[],
): SaveProblems {
  const problems: SaveProblems = { others: [] };
  for (const [path, message] of entries) {
    if (path === 'name') {
      problems.name ??= message;
      continue;
    }
    if (problems.others.some((known) => known.message === message)) continue;
    problems.others.push({ message, fieldId: fieldIdOf(path, message, sentIds) });
  }
  return problems;
}

/** The shared schema's complaints before anything is sent. */
export function problemsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  sentIds: readonly string[],
): SaveProblems {
  return fromPaths(
    issues.map((issue) => [issue.path.join('.'), issue.message] as const),
    sentIds,
  );
}

/** Every message of a 400's `fieldErrors` (one field may carry several: each misplaced field). */
function allFieldErrors(error: unknown): [string, string][] {
  if (!(error instanceof Error) || readErrorStatus(error) === null) return [];
  try {
    const body = JSON.parse(error.message.slice('000: '.length)) as {
      fieldErrors?: Record<string, unknown>;
    };
    return Object.entries(body.fieldErrors ?? {}).flatMap(([path, value]) =>
      (Array.isArray(value) ? value : [value])
        .filter((message): message is string => typeof message === 'string' && message !== '')
        .map((message) => [path, message] as [string, string]),
    );
  } catch {
    return [];
  }
}

/** The server's answer to a failed PUT: its field messages, else its message, said plainly. */
export function problemsFromError(error: unknown, sentIds: readonly string[]): SaveProblems {
  const fieldErrors = allFieldErrors(error);
  if (fieldErrors.length > 0) return fromPaths(fieldErrors, sentIds);
  return { others: [{ message: readServerMessage(error) ?? describeFailure(error) }] };
}
