/**
 * What a family does between accepting a seat and the first day, as a GOV.UK task list: each
 * task's status is worked out from what has happened, never ticked by hand.
 */

export const ENROLLMENT_TASKS = ['agreement', 'papers', 'visit', 'first-day'] as const;
export type EnrollmentTask = (typeof ENROLLMENT_TASKS)[number];

/**
 * `waiting-for-us`: the next step is the school's (we send the agreement, we call); the family
 * has nothing to do yet. `cannot-start-yet` is not used: no task waits on another.
 */
export const TASK_STATUSES = ['not-started', 'in-progress', 'completed', 'waiting-for-us'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Where the enrollment agreement stands (the built-in e-signature sends it). */
export type AgreementState = 'not-sent' | 'sent' | 'partly-signed' | 'signed';

export type EnrollmentTaskFacts = {
  agreement: AgreementState;
  /** Papers the family uploaded, and how many of them staff have reviewed. */
  papers: { received: number; reviewed: number };
  /** The term's first day, YYYY-MM-DD, and today where the campuses are. */
  firstDay: string;
  today: string;
};

export type EnrollmentTaskState = { task: EnrollmentTask; status: TaskStatus };

const agreementStatus = (state: AgreementState): TaskStatus =>
  state === 'signed'
    ? 'completed'
    : state === 'partly-signed'
      ? 'in-progress'
      : state === 'sent'
        ? 'not-started'
        : 'waiting-for-us';

/** Papers are done once at least one came and staff reviewed every one that came. */
function papersStatus({ received, reviewed }: EnrollmentTaskFacts['papers']): TaskStatus {
  if (received === 0) return 'not-started';
  return reviewed >= received ? 'completed' : 'in-progress';
}

/** The tasks in the order a family meets them. */
export function enrollmentTasks(facts: EnrollmentTaskFacts): EnrollmentTaskState[] {
  return [
    { task: 'agreement', status: agreementStatus(facts.agreement) },
    { task: 'papers', status: papersStatus(facts.papers) },
    // Visits are arranged by phone: the school calls, by the day the acceptance mail named.
    { task: 'visit', status: 'waiting-for-us' },
    { task: 'first-day', status: facts.today >= facts.firstDay ? 'completed' : 'not-started' },
  ];
}

/** A family task untouched this many days after the seat was accepted is shown to staff. */
export const STUCK_AFTER_DAYS = 7;

const DAY_MS = 24 * 60 * 60_000;

/** A task whose next step is the family's: an agreement to sign, papers to upload. */
const familyTurn = ({ task, status }: EnrollmentTaskState): boolean =>
  task === 'agreement'
    ? status === 'not-started' || status === 'in-progress'
    : task === 'papers' && status === 'not-started';

/**
 * The tasks on which a family seems stuck: the next step is theirs more than STUCK_AFTER_DAYS
 * whole days after they accepted. Papers waiting for review are the school's turn, not theirs.
 */
export function stuckTasks(
  tasks: readonly EnrollmentTaskState[],
  acceptedAt: Date,
  now: Date,
): EnrollmentTask[] {
  const days = Math.floor((now.getTime() - acceptedAt.getTime()) / DAY_MS);
  if (days <= STUCK_AFTER_DAYS) return [];
  return tasks.filter(familyTurn).map(({ task }) => task);
}
