import * as learnerDashboard from '../../../domain/content/learner-dashboard.ts';
import * as learnerProfile from '../../../domain/content/learner-profile.ts';
import * as learningModules from '../../../domain/content/learning-modules.ts';
import { LearnerDashboard } from '../../features/learner-dashboard/learner-dashboard.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { Route } from './+types/learning';

/** The admin area is in English (ADR 012): the dashboard gets the English modules. */
const CONTENT = { learnerDashboard, learnerProfile, learningModules };
const { LEARNER_DASHBOARD } = learnerDashboard;

export const meta: Route.MetaFunction = () => [{ title: adminTitle(LEARNER_DASHBOARD.title) }];

/** The learner dashboard with hard-coded sample data (public spec §2 "Learner dashboard"). */
export default function LearningPlatformPage() {
  return (
    <>
      <PageHeader title={LEARNER_DASHBOARD.title} description={LEARNER_DASHBOARD.description} />
      <LearnerDashboard content={CONTENT} />
    </>
  );
}
