import { readErrorStatus, readServerMessage } from '../../lib/api-error.ts';
import type { SharedViewCopy, SharedViewWords } from './shared-view-copy.tsx';

type Refusal = keyof SharedViewWords['REFUSALS'];

/** Refusals of the share-link routes a recipient meets, by status. */
const REFUSAL_BY_STATUS: Record<number, Refusal> = {
  401: 'linkInvalid',
  403: 'editingNotAllowed',
  409: 'conflict',
  429: 'tooMany',
};

/**
 * The server words its refusals in English: the English page shows its sentence as it is (it
 * names the wait, or why the text cannot change); other languages say the known ones by status,
 * never by reading the English.
 */
const serverSentence = (error: unknown, { locale }: SharedViewCopy) =>
  locale === 'en' ? readServerMessage(error) : null;

const refusalOf = (error: unknown) => REFUSAL_BY_STATUS[readErrorStatus(error) ?? 0];

/** Why a save failed: a 409 (now out for signature, or a save at the same moment), a 403... */
export function describeSaveFailure(error: unknown, copy: SharedViewCopy): string {
  const refusal = refusalOf(error);
  return (
    serverSentence(error, copy) ??
    (refusal ? copy.words.REFUSALS[refusal] : copy.words.FORM_TOASTS.notSaved.description)
  );
}

/** Spec §8: "Failed to add comment", except too many posts, where the wait is told. */
export function describeCommentFailure(error: unknown, copy: SharedViewCopy): string {
  if (refusalOf(error) !== 'tooMany') return copy.words.FORM_TOASTS.commentFailed.description;
  return serverSentence(error, copy) ?? copy.words.REFUSALS.tooMany;
}
