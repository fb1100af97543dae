import * as adventures from '../../../domain/content/es/adventures.ts';
import * as learnerProfile from '../../../domain/content/es/learner-profile.ts';
import * as nexusLearning from '../../../domain/content/es/nexus-learning.ts';
import * as pathwayRecommendations from '../../../domain/content/es/pathway-recommendations.ts';
import * as pathwayWizard from '../../../domain/content/es/pathway-wizard.ts';
import * as stemPrograms from '../../../domain/content/es/stem-programs.ts';
import { AcademyPage } from '../../features/academy/academy-page.tsx';
import { PathwayWizard } from '../../features/pathway/pathway-wizard.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/nexus-learning';

const CONTENT = { nexusLearning, adventures, learnerProfile, stemPrograms };
const PATHWAY_CONTENT = { pathwayWizard, pathwayRecommendations, stemPrograms };

export const meta: Route.MetaFunction = () => publicPageMeta(nexusLearning.NEXUS_LEARNING_META);

/** The K-12 academy page in Spanish (/es/nexus-learning). */
export default function NexusLearningRouteSpanish() {
  return <AcademyPage content={CONTENT} pathway={<PathwayWizard content={PATHWAY_CONTENT} />} />;
}
