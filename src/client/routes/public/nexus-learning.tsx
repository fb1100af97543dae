import * as adventures from '../../../domain/content/adventures.ts';
import * as learnerProfile from '../../../domain/content/learner-profile.ts';
import * as nexusLearning from '../../../domain/content/nexus-learning.ts';
import * as pathwayRecommendations from '../../../domain/content/pathway-recommendations.ts';
import * as pathwayWizard from '../../../domain/content/pathway-wizard.ts';
import * as stemPrograms from '../../../domain/content/stem-programs.ts';
import { AcademyPage } from '../../features/academy/academy-page.tsx';
import { PathwayWizard } from '../../features/pathway/pathway-wizard.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/nexus-learning';

const CONTENT = { nexusLearning, adventures, learnerProfile, stemPrograms };
const PATHWAY_CONTENT = { pathwayWizard, pathwayRecommendations, stemPrograms };

export const meta: Route.MetaFunction = () => publicPageMeta(nexusLearning.NEXUS_LEARNING_META);

/** The K-12 academy page (public spec §2): six tabs, Adventures first, `?tab=` to link one. */
export default function NexusLearningRoute() {
  return <AcademyPage content={CONTENT} pathway={<PathwayWizard content={PATHWAY_CONTENT} />} />;
}
