import { clsx } from 'clsx';
import { useState } from 'react';
import type {
  LearnerProfileContent,
  NexusLearningContent,
} from '../../../domain/content/modules.ts';
import { TwoStateButton } from '../../ui/two-state-button.tsx';
import { PanelIntro } from './panel-intro.tsx';

/**
 * The dot only repeats the status, which is always written out. In the order of
 * FRIEND_STATUSES (studying now, online, offline), so it is the same in every language.
 */
const STATUS_DOTS = ['bg-brand', 'border-2 border-brand', 'border-2 border-line-strong'] as const;

export interface FriendsPanelProps {
  nexusLearning: NexusLearningContent;
  learnerProfile: LearnerProfileContent;
}

/** Friends: three sample study friends, each with an invitation to study together. */
export function FriendsPanel({ nexusLearning, learnerProfile }: FriendsPanelProps) {
  const { ACADEMY_FRIENDS } = nexusLearning;
  const { FRIEND_STATUSES, STUDY_FRIENDS } = learnerProfile;
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
          const dot = STATUS_DOTS[FRIEND_STATUSES.indexOf(friend.status)] ?? STATUS_DOTS[2];
          return (
            <li
              key={friend.id}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-5 shadow-sm"
            >
              <h3 id={nameId} className="text-xl font-semibold text-ink">
                {friend.name}
              </h3>
              <p className="flex items-center gap-2 text-ink">
                <span aria-hidden="true" className={clsx('size-3 rounded-full', dot)} />
                {friend.status}
              </p>
              <p className="text-ink-muted">
                {friend.grade} · {ACADEMY_FRIENDS.favourite(friend.favouriteSubject)}
              </p>
              <p className="text-ink">{ACADEMY_FRIENDS.likes(friend.sharedInterests.join(', '))}</p>
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
                    ? ACADEMY_FRIENDS.invitedMessage(friend.name)
                    : ACADEMY_FRIENDS.uninvitedMessage(friend.name)
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
