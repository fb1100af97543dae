import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { TodayItemDto, TodaySectionDto } from '../../../domain/today/today-items.ts';
import { forItem } from '../../ui/attention-list.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/form-field.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { useMarkDone, useTodayAction } from './api.ts';
import { ACTION_DONE_WORDS, failureWords } from './today-actions.ts';

export interface ItemControlsProps {
  section: Pick<TodaySectionDto, 'action' | 'actionLabel'>;
  item: TodayItemDto;
  /** The id of the item's title, so the reply box says which item it is for. */
  titleId: string;
  /** After the action or "Mark done" succeeded, with the words for the live region. */
  onHandled: (words: string) => void;
  /** Buttons before "Mark done" (focus mode's "Skip"). */
  extra?: ReactNode;
}

/** The item's inline action, "Mark done", and the server's message beside them when one fails. */
export function ItemControls({ section, item, titleId, onHandled, extra }: ItemControlsProps) {
  const act = useTodayAction();
  const markDone = useMarkDone();
  const [failure, setFailure] = useState<string>();
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string>();
  const replyId = useId();
  const busy = act.isPending || markDone.isPending;
  const { action } = section;

  function run(content?: string) {
    if (busy || action === 'open') return;
    setFailure(undefined);
    // mutateAsync: the reload may take the item (and this component) away before it settles.
    void act.mutateAsync({ action, item, content }).then(
      (note) => {
        setReply('');
        onHandled(note ? `${ACTION_DONE_WORDS[action]} ${note}` : ACTION_DONE_WORDS[action]);
      },
      (error: unknown) => setFailure(failureWords(action, error)),
    );
  }

  function sendReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = reply.trim();
    if (!content) {
      setReplyError('Write your reply first.');
      document.getElementById(replyId)?.focus();
      return;
    }
    setReplyError(undefined);
    run(content);
  }

  function done() {
    if (busy) return;
    setFailure(undefined);
    void markDone.mutateAsync(item.key).then(
      () => onHandled(`Marked done: ${item.title}.`),
      (error: unknown) => setFailure(failureWords('done', error)),
    );
  }

  const sendReplyLabel = act.isPending ? 'Sending reply...' : 'Send reply';
  const actionLabel = act.isPending ? 'Working...' : section.actionLabel;
  const doneLabel = markDone.isPending ? 'Marking done...' : 'Mark done';

  return (
    <div className="grid gap-3">
      {action === 'reply' ? (
        <form noValidate className="grid max-w-prose gap-2" onSubmit={sendReply}>
          <Field id={replyId} label="Your reply" error={replyError}>
            {(control) => (
              <Textarea
                {...control}
                aria-describedby={[control['aria-describedby'], titleId].filter(Boolean).join(' ')}
                rows={3}
                value={reply}
                onChange={(event) => setReply(event.target.value)}
              />
            )}
          </Field>
          <div>
            <Button
              type="submit"
              aria-label={forItem(sendReplyLabel, item)}
              aria-disabled={busy || undefined}
            >
              {sendReplyLabel}
            </Button>
          </div>
        </form>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {action === 'open' ? (
          <Button variant="secondary" asChild>
            <Link to={item.href} aria-label={forItem(section.actionLabel, item)}>
              {section.actionLabel}
            </Link>
          </Button>
        ) : action !== 'reply' ? (
          <Button
            aria-label={forItem(actionLabel, item)}
            aria-disabled={busy || undefined}
            onClick={() => run()}
          >
            {actionLabel}
          </Button>
        ) : null}
        {extra}
        <Button
          variant="secondary"
          aria-label={forItem(doneLabel, item)}
          aria-disabled={busy || undefined}
          onClick={done}
        >
          {doneLabel}
        </Button>
      </div>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
