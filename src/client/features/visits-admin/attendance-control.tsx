import { clsx } from 'clsx';
import type { StaffBookingDto } from '../../../domain/visits/dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { CheckIcon } from '../../ui/status-icons.tsx';
import { toast } from '../../ui/use-toast.ts';
import { useSetAttendance } from './api.ts';

const CHOICES = [
  { attended: true, label: 'Came' },
  { attended: false, label: 'Did not come' },
  { attended: null, label: 'Not marked' },
] as const;

const ATTENDANCE_WORDS = (attended: boolean | null) =>
  attended === null ? 'not marked' : attended ? 'came' : 'did not come';

/**
 * Whether a booked family came, saved as soon as it is pressed. Buttons that stay pressed, not
 * radio buttons: arrowing through a radio group would save every choice it passes. The tick and
 * the words show the state, the colour only repeats it.
 */
export function AttendanceControl({
  sessionId,
  booking,
}: {
  sessionId: string;
  booking: StaffBookingDto;
}) {
  const setAttendance = useSetAttendance(sessionId);
  const choose = (attended: boolean | null) => {
    if (attended === booking.attended) return;
    setAttendance.mutate(
      { bookingId: booking.id, attended },
      {
        onSuccess: () =>
          toast({
            title: 'Attendance saved',
            description: `${booking.name}: ${ATTENDANCE_WORDS(attended)}.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to save attendance',
            description: describeFailure(error),
          }),
      },
    );
  };
  return (
    <div
      role="group"
      aria-label={`Attendance of ${booking.name}`}
      aria-busy={setAttendance.isPending || undefined}
      className="grid gap-1"
    >
      {CHOICES.map(({ attended, label }) => {
        const isPressed = booking.attended === attended;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={isPressed}
            disabled={setAttendance.isPending}
            onClick={() => choose(attended)}
            className={clsx(
              'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 py-1 text-sm font-medium whitespace-nowrap',
              'disabled:cursor-wait',
              isPressed
                ? 'border-brand bg-brand-soft text-brand-ink'
                : 'border-line-strong bg-surface text-ink hover:bg-muted',
            )}
          >
            {/* The tick's room is kept when it is not there, so the words line up in the stack. */}
            <span className="inline-flex size-4 shrink-0">
              {isPressed ? <CheckIcon className="size-4" /> : null}
            </span>
            {label}
          </button>
        );
      })}
    </div>
  );
}
