import { useState } from 'react';
import { TwoStateButton } from '../../ui/two-state-button.tsx';
import type { LearnerDashboardPageContent } from './dashboard-content.ts';
import { PanelTitle } from './panel-title.tsx';

const CARD = 'flex flex-col gap-2 rounded-lg border border-line bg-surface p-5 shadow-sm';

/** Community tab: two study groups to join (Join Group ↔ Joined) and two peer recognitions. */
export function CommunityPanel({ content }: { content: LearnerDashboardPageContent }) {
  const { LEARNER_COMMUNITY } = content.learnerDashboard;
  const { PEER_RECOGNITIONS, STUDY_GROUPS } = content.learnerProfile;
  const [joined, setJoined] = useState<readonly string[]>([]);
  return (
    <>
      <PanelTitle>{LEARNER_COMMUNITY.title}</PanelTitle>
      <div className="grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="study-groups-title">
          <h3 id="study-groups-title" className="text-lg font-semibold text-ink">
            {LEARNER_COMMUNITY.groupsTitle}
          </h3>
          <ul className="mt-3 flex flex-col gap-4">
            {STUDY_GROUPS.map((group) => {
              const nameId = `group-${group.id}-name`;
              return (
                <li key={group.id} className={CARD}>
                  <h4 id={nameId} className="font-semibold text-ink">
                    {group.name}
                  </h4>
                  <p className="text-ink">{group.description}</p>
                  <p className="text-sm text-ink-muted">
                    {group.members} {LEARNER_COMMUNITY.members} · {LEARNER_COMMUNITY.meets}{' '}
                    {group.meets}
                  </p>
                  <TwoStateButton
                    isOn={joined.includes(group.id)}
                    onChange={(isOn) =>
                      setJoined((current) =>
                        isOn ? [...current, group.id] : current.filter((id) => id !== group.id),
                      )
                    }
                    offLabel={LEARNER_COMMUNITY.joinGroup}
                    onLabel={LEARNER_COMMUNITY.joined}
                    announce={(isOn) =>
                      isOn
                        ? LEARNER_COMMUNITY.joinedMessage(group.name)
                        : LEARNER_COMMUNITY.leftMessage(group.name)
                    }
                    describedBy={nameId}
                  />
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="recognitions-title">
          <h3 id="recognitions-title" className="text-lg font-semibold text-ink">
            {LEARNER_COMMUNITY.recognitionsTitle}
          </h3>
          <ul className="mt-3 flex flex-col gap-4">
            {PEER_RECOGNITIONS.map((recognition) => (
              <li key={recognition.id} className={CARD}>
                <h4 className="font-semibold text-ink">{recognition.title}</h4>
                <p className="text-ink">“{recognition.message}”</p>
                <p className="text-sm text-ink-muted">
                  {LEARNER_COMMUNITY.from} {recognition.from} · {recognition.when}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
