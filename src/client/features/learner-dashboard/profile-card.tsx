import { Card } from '../../ui/card.tsx';
import type { LearnerDashboardPageContent } from './dashboard-content.ts';

/** The lists of the profile card, in the order shown. */
const PROFILE_LISTS = ['strengths', 'challenges', 'accommodations', 'iepGoals'] as const;

/** Who the learner is: the sample student profile (public spec §3). */
export function ProfileCard({ content }: { content: LearnerDashboardPageContent }) {
  const { LEARNER_OVERVIEW } = content.learnerDashboard;
  const profile = content.learnerProfile.STUDENT_PROFILE;
  return (
    <Card>
      <h3 className="text-lg font-semibold text-ink">{LEARNER_OVERVIEW.profileTitle}</h3>
      <p className="mt-2 text-2xl font-bold text-ink">{profile.name}</p>
      <p className="text-ink-muted">
        {profile.grade} · {LEARNER_OVERVIEW.age(profile.age)} · {profile.neuroType}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {PROFILE_LISTS.map((list) => (
          <div key={list}>
            <h4 className="font-semibold text-ink">{LEARNER_OVERVIEW.profileLists[list]}</h4>
            <ul className="mt-1 list-disc pl-5 text-ink">
              {profile[list].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Card>
  );
}
