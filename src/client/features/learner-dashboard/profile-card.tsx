import { STUDENT_PROFILE } from '../../../domain/content/learner-profile.ts';
import { LEARNER_OVERVIEW } from '../../../domain/content/learner-dashboard.ts';
import { Card } from '../../ui/card.tsx';

const PROFILE_LISTS = [
  { title: 'Strengths', items: STUDENT_PROFILE.strengths },
  { title: 'Challenges', items: STUDENT_PROFILE.challenges },
  { title: 'Accommodations', items: STUDENT_PROFILE.accommodations },
  { title: 'IEP goals', items: STUDENT_PROFILE.iepGoals },
] as const;

/** Who the learner is: the sample student profile (public spec §3). */
export function ProfileCard() {
  const profile = STUDENT_PROFILE;
  return (
    <Card>
      <h3 className="text-lg font-semibold text-ink">{LEARNER_OVERVIEW.profileTitle}</h3>
      <p className="mt-2 text-2xl font-bold text-ink">{profile.name}</p>
      <p className="text-ink-muted">
        {profile.grade} · Age {profile.age} · {profile.neuroType}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {PROFILE_LISTS.map((list) => (
          <div key={list.title}>
            <h4 className="font-semibold text-ink">{list.title}</h4>
            <ul className="mt-1 list-disc pl-5 text-ink">
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Card>
  );
}
