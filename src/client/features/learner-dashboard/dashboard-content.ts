import type {
  LearnerDashboardContent,
  LearnerProfileContent,
  LearningModulesContent,
} from '../../../domain/content/modules.ts';

/** What the dashboard shows, in one language (the admin route passes the English modules). */
export type LearnerDashboardPageContent = {
  learnerDashboard: LearnerDashboardContent;
  learnerProfile: LearnerProfileContent;
  learningModules: LearningModulesContent;
};

/** One sample module, in the language of the page. */
export type LearningModuleItem = LearningModulesContent['LEARNING_MODULES'][number];
