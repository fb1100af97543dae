import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId } from 'react';
import type { EnrollmentTaskListDto } from '../../../domain/admissions/dtos.ts';
import type {
  EnrollmentTaskState,
  TaskStatus,
} from '../../../domain/admissions/enrollment-tasks.ts';
import { INTL_LOCALE } from '../../../domain/common/i18n.ts';
import type { SeatOfferContent } from '../../../domain/content/modules.ts';
import { formatDateIn } from '../../lib/format.ts';
import { useEnrollmentCopy } from './enrollment-copy.tsx';
import { statusUrl, taskListUrl } from './api.ts';

type Words = SeatOfferContent['TASK_LIST'];

const calendarUrl = (token: string) => `${statusUrl(token)}/first-day.ics`;

/** The status as the pattern shows it: done in plain text, the rest in a tag that stands out. */
function StatusTag({ status, words }: { status: TaskStatus; words: Words }) {
  return (
    <strong
      className={clsx(
        'inline-block rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap',
        status === 'completed'
          ? 'text-ink'
          : status === 'waiting-for-us'
            ? 'bg-waiting-soft text-waiting-ink'
            : 'bg-brand-soft text-brand-ink',
      )}
    >
      {words.statuses[status]}
    </strong>
  );
}

/** A task's explanation, following its status; dates in the page's language. */
function TaskText({
  state,
  words,
  taskList,
  token,
  day,
}: {
  state: EnrollmentTaskState;
  words: Words;
  taskList: NonNullable<EnrollmentTaskListDto['taskList']>;
  token: string;
  day: (isoDate: string) => string;
}) {
  const { task, status } = state;
  if (task === 'agreement') {
    return <p>{words.agreement[status === 'waiting-for-us' ? 'waiting-for-us' : status]}</p>;
  }
  if (task === 'papers') {
    const text = status === 'waiting-for-us' ? words.papers['not-started'] : words.papers[status];
    return (
      <p>
        {text}{' '}
        {status === 'not-started' ? (
          <a href="#papers" className="font-semibold text-brand-ink underline underline-offset-4">
            {words.papers.link}
          </a>
        ) : null}
      </p>
    );
  }
  if (task === 'visit') return <p>{words.visit.text(day(taskList.callBy))}</p>;
  return (
    <>
      <p>
        {status === 'completed'
          ? words.firstDay.past(day(taskList.firstDay))
          : words.firstDay.text(day(taskList.firstDay))}
      </p>
      {status === 'completed' ? null : (
        <p className="mt-1">
          <a
            href={calendarUrl(token)}
            download
            className="font-semibold text-brand-ink underline underline-offset-4"
          >
            {words.firstDay.download}
          </a>{' '}
          <span className="text-ink-muted">{words.firstDay.fileNote}</span>
        </p>
      )}
    </>
  );
}

/**
 * After the seat is accepted (GOV.UK task list): each task's name, what it needs now, and its
 * status, worked out by the server from what has happened. Nothing before acceptance.
 */
export function EnrollmentTaskList({ token, accepted }: { token: string; accepted: boolean }) {
  const copy = useEnrollmentCopy();
  const titleId = useId();
  const list = useQuery<EnrollmentTaskListDto>({
    queryKey: [taskListUrl(token)],
    enabled: accepted,
  });
  const taskList = list.data?.taskList;
  const words = copy.offer?.TASK_LIST;
  if (!accepted || !taskList || !words) return null;
  const locale = INTL_LOCALE[copy.locale];
  const day = (isoDate: string) => formatDateIn(locale, isoDate);
  const names: Record<EnrollmentTaskState['task'], string> = {
    agreement: words.agreement.name,
    papers: words.papers.name,
    visit: words.visit.name,
    'first-day': words.firstDay.name,
  };

  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} className="text-2xl font-bold text-ink">
        {words.title}
      </h2>
      <p className="mt-2 max-w-prose text-ink">{words.lead}</p>
      <ul className="mt-4 divide-y divide-line border-y border-line">
        {taskList.tasks.map((state) => (
          <li
            key={state.task}
            className="grid gap-2 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4"
          >
            <div className="grid gap-1 text-ink">
              <h3 className="text-lg font-semibold">{names[state.task]}</h3>
              <TaskText state={state} words={words} taskList={taskList} token={token} day={day} />
            </div>
            <div>
              <StatusTag status={state.status} words={words} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
