import type * as about from './about.ts';
import type * as adventures from './adventures.ts';
import type * as analytics from './analytics.ts';
import type * as campuses from './campuses.ts';
import type * as charts from './charts.ts';
import type * as claims from './claims.ts';
import type * as college from './college.ts';
import type * as contact from './contact.ts';
import type * as corporateStructure from './corporate-structure.ts';
import type * as enrollment from './enrollment.ts';
import type * as enrollmentMessages from './enrollment-messages.ts';
import type * as fundraising from './fundraising.ts';
import type * as home from './home.ts';
import type * as hospitalPartnership from './hospital-partnership.ts';
import type * as ilias from './ilias.ts';
import type * as learnerDashboard from './learner-dashboard.ts';
import type * as learnerProfile from './learner-profile.ts';
import type * as learningModules from './learning-modules.ts';
import type * as mailLinks from './mail-links.ts';
import type * as mission from './mission.ts';
import type * as navigation from './navigation.ts';
import type * as nexusLearning from './nexus-learning.ts';
import type * as pages from './pages.ts';
import type * as partnership from './partnership.ts';
import type * as pathwayRecommendations from './pathway-recommendations.ts';
import type * as pathwayWizard from './pathway-wizard.ts';
import type * as proposalPage from './proposal-page.ts';
import type * as readingPreferences from './reading-preferences.ts';
import type * as stemPrograms from './stem-programs.ts';
import type { TranslatedModule } from './translated.ts';
import type * as waitingListOptions from './waiting-list-options.ts';
import type * as waitingListStatus from './waiting-list-status.ts';

/**
 * The public content modules as a page receives them, in either language: the English module or
 * its Spanish twin in es/ (issue 11). A page's route module imports one language's modules and
 * passes them down; sections take what they show as props, so a page can never mix languages.
 */
export type AboutContent = TranslatedModule<typeof about>;
export type AdventuresContent = TranslatedModule<typeof adventures>;
export type AnalyticsContent = TranslatedModule<typeof analytics>;
export type CampusesContent = TranslatedModule<typeof campuses>;
export type ChartsContent = TranslatedModule<typeof charts>;
export type ClaimsContent = TranslatedModule<typeof claims>;
export type CollegeContent = TranslatedModule<typeof college>;
export type ContactContent = TranslatedModule<typeof contact>;
export type CorporateStructureContent = TranslatedModule<typeof corporateStructure>;
export type EnrollmentContent = TranslatedModule<typeof enrollment>;
export type EnrollmentMessagesContent = TranslatedModule<typeof enrollmentMessages>;
export type FundraisingContent = TranslatedModule<typeof fundraising>;
export type HomeContent = TranslatedModule<typeof home>;
export type HospitalPartnershipContent = TranslatedModule<typeof hospitalPartnership>;
export type IliasContent = TranslatedModule<typeof ilias>;
export type LearnerDashboardContent = TranslatedModule<typeof learnerDashboard>;
export type LearnerProfileContent = TranslatedModule<typeof learnerProfile>;
export type LearningModulesContent = TranslatedModule<typeof learningModules>;
export type MailLinksContent = TranslatedModule<typeof mailLinks>;
export type MissionContent = TranslatedModule<typeof mission>;
export type NavigationContent = TranslatedModule<typeof navigation>;
export type NexusLearningContent = TranslatedModule<typeof nexusLearning>;
export type PagesContent = TranslatedModule<typeof pages>;
export type PartnershipContent = TranslatedModule<typeof partnership>;
export type PathwayRecommendationsContent = TranslatedModule<typeof pathwayRecommendations>;
export type PathwayWizardContent = TranslatedModule<typeof pathwayWizard>;
export type ProposalPageContent = TranslatedModule<typeof proposalPage>;
export type ReadingPreferencesContent = TranslatedModule<typeof readingPreferences>;
export type StemProgramsContent = TranslatedModule<typeof stemPrograms>;
export type WaitingListOptionsContent = TranslatedModule<typeof waitingListOptions>;
export type WaitingListStatusContent = TranslatedModule<typeof waitingListStatus>;
