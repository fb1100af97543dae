import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PublicSessionDto } from '../../../domain/visits/dtos.ts';
import { Button } from '../../ui/button.tsx';
import { TimeChoice } from './time-choice.tsx';
import type { VisitsCopy } from './visits-copy-en.ts';

/**
 * "Choose another time": opens the visit's other open times as a radio list, then "Move my
 * booking". Nothing moves until that button is pressed.
 */
export function MoveBooking(props: {
  copy: VisitsCopy;
  sessions: readonly PublicSessionDto[];
  isPending: boolean;
  onMove: (sessionId: string, done: () => void) => void;
}) {
  const { copy, sessions } = props;
  const [isOpen, setIsOpen] = useState(false);
  const [sessionId, setSessionId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const regionId = useId();
  const choiceId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.isPending) return;
    if (!sessions.some((session) => session.id === sessionId)) {
      setError(copy.booking.chooseFirst);
      document.getElementById(choiceId)?.focus();
      return;
    }
    setError(undefined);
    props.onMove(sessionId, () => {
      setIsOpen(false);
      setSessionId('');
    });
  }

  return (
    <div className="grid gap-4">
      <div>
        <Button
          variant="secondary"
          className="min-h-11"
          aria-expanded={isOpen}
          aria-controls={regionId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {copy.booking.chooseAnother}
        </Button>
      </div>
      <div id={regionId} hidden={!isOpen}>
        {!isOpen ? null : sessions.length === 0 ? (
          <p className="text-lg text-ink">{copy.booking.noOtherTimes}</p>
        ) : (
          <form noValidate className="grid gap-6" onSubmit={handleSubmit}>
            <TimeChoice
              copy={copy}
              sessions={sessions}
              value={sessionId}
              onChange={(id) => {
                setSessionId(id);
                setError(undefined);
              }}
              id={choiceId}
              error={error}
              legend={copy.booking.moveLegend}
            />
            <div>
              <Button type="submit" disabled={props.isPending} className="min-h-11">
                {props.isPending ? copy.booking.working : copy.booking.moveSubmit}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
