import { clsx } from 'clsx';
import { useState } from 'react';
import { STUDY_FRIENDS } from '../../../domain/content/learner-profile.ts';
import { ACADEMY_FRIENDS } from '../../../domain/content/nexus-learning.ts';
import type { StudyFriend } from '../../../domain/learning.ts';
import { TwoStateButton } from '../../ui/two-state-button.tsx';
import { PanelIntro } from './panel-intro.tsx';

/** The dot only repeats the status, which is always written out. */
const STATUS_DOT: Record<StudyFriend['status'], string> = {
  'Studying now': 'bg-brand',
  Online: 'border-2 border-brand',
  Offline: 'border-2 border-line-strong',
};

/** Friends: three sample study friends, each with an invitation to study together. */
export function FriendsPanel() {
  const [invited, setInvited] = useState<readonly string[]>([]);
  return (
    <>
      <PanelIntro
        id="academy-friends-title"
        title={ACADEMY_FRIENDS.title}
        intro={ACADEMY_FRIENDS.intro}
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {STUDY_FRIENDS.map((friend) => {
          const nameId = `friend-${friend.id}-name`;
          const isInvited = invited.includes(friend.id);
          return (
            <li
              key={friend.id}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-5 shadow-sm"
            >
              <h3 id={nameId} className="text-xl font-semibold text-ink">
                {friend.name}
              </h3>
              <p className="flex items-center gap-2 text-ink">
                <span
                  aria-hidden="true"
                  className={clsx('size-3 rounded-full', STATUS_DOT[friend.status])}
                />
                {friend.status}
              </p>
              <p className="text-ink-muted">
                {friend.grade} · Favourite: {friend.favouriteSubject}
              </p>
              <p className="text-ink">Likes: {friend.sharedInterests.join(', ')}</p>
              <TwoStateButton
                className="mt-auto pt-2"
                isOn={isInvited}
                onChange={(isOn) =>
                  setInvited((current) =>
                    isOn ? [...current, friend.id] : current.filter((id) => id !== friend.id),
                  )
                }
                offLabel={ACADEMY_FRIENDS.invite}
                onLabel={ACADEMY_FRIENDS.invited}
                announce={(isOn) =>
                  isOn
                    ? `You invited ${friend.name} to study.`
                    : `Invitation to ${friend.name} taken back.`
                }
                describedBy={nameId}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
