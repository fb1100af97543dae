import { describe, expect, expectTypeOf, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../site/public-pages.ts';
import { pathInLocale } from '../../common/i18n.ts';
import type { TranslatedModule } from '../translated.ts';
import type * as enAbout from '../about.ts';
import type * as esAbout from './about.ts';
import type * as enAdventures from '../adventures.ts';
import type * as esAdventures from './adventures.ts';
import type * as enAnalytics from '../analytics.ts';
import type * as esAnalytics from './analytics.ts';
import type * as enCampuses from '../campuses.ts';
import type * as esCampuses from './campuses.ts';
import type * as enCharts from '../charts.ts';
import type * as esCharts from './charts.ts';
import type * as enClaims from '../claims.ts';
import type * as esClaims from './claims.ts';
import type * as enCollege from '../college.ts';
import type * as esCollege from './college.ts';
import type * as enContact from '../contact.ts';
import type * as esContact from './contact.ts';
import type * as enCorporateStructure from '../corporate-structure.ts';
import type * as esCorporateStructure from './corporate-structure.ts';
import type * as enDesignations from '../designations.ts';
import type * as esDesignations from './designations.ts';
import type * as enEnrollmentMessages from '../enrollment-messages.ts';
import type * as esEnrollmentMessages from './enrollment-messages.ts';
import type * as enEnrollment from '../enrollment.ts';
import type * as esEnrollment from './enrollment.ts';
import type * as enFamilyPapers from '../family-papers.ts';
import type * as esFamilyPapers from './family-papers.ts';
import type * as enFundraising from '../fundraising.ts';
import type * as esFundraising from './fundraising.ts';
import type * as enGiving from '../giving.ts';
import type * as esGiving from './giving.ts';
import type * as enHome from '../home.ts';
import type * as esHome from './home.ts';
import type * as enHospitalPartnership from '../hospital-partnership.ts';
import type * as esHospitalPartnership from './hospital-partnership.ts';
import type * as enIlias from '../ilias.ts';
import type * as esIlias from './ilias.ts';
import type * as enIllustrations from '../illustrations.ts';
import type * as esIllustrations from './illustrations.ts';
import type * as enLearnerDashboard from '../learner-dashboard.ts';
import type * as esLearnerDashboard from './learner-dashboard.ts';
import type * as enLearnerProfile from '../learner-profile.ts';
import type * as esLearnerProfile from './learner-profile.ts';
import type * as enLearningModules from '../learning-modules.ts';
import type * as esLearningModules from './learning-modules.ts';
import type * as enMission from '../mission.ts';
import type * as esMission from './mission.ts';
import type * as enNavigation from '../navigation.ts';
import type * as esNavigation from './navigation.ts';
import type * as enNexusLearning from '../nexus-learning.ts';
import type * as esNexusLearning from './nexus-learning.ts';
import type * as enPages from '../pages.ts';
import type * as esPages from './pages.ts';
import type * as enPartnership from '../partnership.ts';
import type * as esPartnership from './partnership.ts';
import type * as enPathwayRecommendations from '../pathway-recommendations.ts';
import type * as esPathwayRecommendations from './pathway-recommendations.ts';
import type * as enPathwayWizard from '../pathway-wizard.ts';
import type * as esPathwayWizard from './pathway-wizard.ts';
import type * as enProposalPage from '../proposal-page.ts';
import type * as esProposalPage from './proposal-page.ts';
import type * as enReadingPreferences from '../reading-preferences.ts';
import type * as esReadingPreferences from './reading-preferences.ts';
import type * as enSeatOffer from '../seat-offer.ts';
import type * as esSeatOffer from './seat-offer.ts';
import type * as enSiteShell from '../site-shell.ts';
import type * as esSiteShell from './site-shell.ts';
import type * as enStemPrograms from '../stem-programs.ts';
import type * as esStemPrograms from './stem-programs.ts';
import type * as enWaitingListOptions from '../waiting-list-options.ts';
import type * as esWaitingListOptions from './waiting-list-options.ts';
import type * as enWaitingListStatus from '../waiting-list-status.ts';
import type * as esWaitingListStatus from './waiting-list-status.ts';

/**
 * ADR 012: each Spanish content module has exactly the keys of its English twin (the
 * compiler checks the types; this checks the values that reach the pages), the same figures, links
 * to the Spanish pages, and no English sentence copied over untranslated.
 */

type Module = Record<string, unknown>;
const english = import.meta.glob<Module>(['../*.ts', '!../*.test.ts'], { eager: true });
const spanish = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], { eager: true });

const twins = Object.entries(spanish).map(([path, module]) => {
  const name = path.slice(2);
  return { name, es: module, en: english[`../${name}`] };
});

/**
 * English words that do not occur in Spanish: a string that has them was not translated. In
 * lower case only, so names such as "The Woodlands" stay as they are.
 */
const ENGLISH_WORDS = /\b(the|and|of|to|for|with|our|your|you|we|is|are|will|this|that)\b/;
const ENGLISH_PUBLIC_PATHS = new Set<string>(PUBLIC_PAGE_PATHS);

/** Every difference between the two values that a translation must not have. */
function differences(en: unknown, es: unknown, where: string, key = ''): string[] {
  // null is "no text here": a language may add a note the other one does not need.
  if ((en === null && typeof es === 'string') || (es === null && typeof en === 'string')) return [];
  if (typeof en !== typeof es || Array.isArray(en) !== Array.isArray(es)) {
    return [`${where}: ${Array.isArray(en) ? 'array' : typeof en} in English, not in Spanish`];
  }
  if (typeof en === 'number' || typeof en === 'boolean' || en === null) {
    return en === es ? [] : [`${where}: ${String(en)} in English, ${String(es)} in Spanish`];
  }
  if (typeof en === 'function') {
    const fn = es as (...args: unknown[]) => unknown;
    // A translation may ignore an argument (a word the language does not inflect), never add one.
    return fn.length <= en.length ? [] : [`${where}: takes ${fn.length} arguments in Spanish`];
  }
  if (typeof en === 'string') {
    const text = es as string;
    const page = en.split('#')[0]!;
    if ((key === 'to' || key === 'path') && ENGLISH_PUBLIC_PATHS.has(page)) {
      const expected = pathInLocale(en, 'es');
      return text === expected ? [] : [`${where}: links to ${text}, not ${expected}`];
    }
    return text === en && ENGLISH_WORDS.test(en) ? [`${where}: not translated: "${en}"`] : [];
  }
  if (Array.isArray(en)) {
    const list = es as unknown[];
    if (en.length !== list.length) {
      return [`${where}: ${en.length} items in English, ${list.length} in Spanish`];
    }
    return en.flatMap((item, index) => differences(item, list[index], `${where}[${index}]`, key));
  }
  if (typeof en === 'object') {
    const a = en as Record<string, unknown>;
    const b = es as Record<string, unknown>;
    const missing = Object.keys(a)
      .filter((k) => !(k in b))
      .map((k) => `${where}.${k}: missing`);
    const extra = Object.keys(b)
      .filter((k) => !(k in a))
      .map((k) => `${where}.${k}: extra`);
    const inner = Object.keys(a)
      .filter((k) => k in b)
      .flatMap((k) => differences(a[k], b[k], `${where}.${k}`, k));
    return [...missing, ...extra, ...inner];
  }
  return [];
}

describe('Spanish content modules (src/domain/content/es)', () => {
  it('has an English twin for every Spanish module', () => {
    expect(twins.length).toBeGreaterThan(10);
    expect(twins.filter((twin) => !twin.en).map((twin) => twin.name)).toEqual([]);
  });

  it.each(twins.filter((twin) => twin.en))(
    '$name has the keys, figures and links of its English twin, translated',
    ({ name, en, es }) => {
      expect(differences(en, es, name)).toEqual([]);
    },
  );

  it('catches a missing key, an extra key, a changed figure and an untranslated sentence', () => {
    const en = { a: { title: 'Join the list', count: 3, to: '/about' }, b: ['x'] };
    const es = { a: { count: 4, to: '/about', extra: 'x' }, b: ['x', 'y'] };
    expect(differences(en, es, 'm')).toEqual([
      'm.a.title: missing',
      'm.a.extra: extra',
      'm.a.count: 3 in English, 4 in Spanish',
      'm.a.to: links to /about, not /es/about',
      'm.b: 1 items in English, 2 in Spanish',
    ]);
    expect(differences({ t: 'Join the list' }, { t: 'Join the list' }, 'm')).toEqual([
      'm.t: not translated: "Join the list"',
    ]);
  });
});

/**
 * Every export of each English module exists in its Spanish twin, translated. Checked by the
 * compiler (npm run check), so a missing or misshapen text fails before any test runs.
 */
type Complete<Es, En> = Es extends TranslatedModule<En> ? true : false;

describe('Spanish module exports', () => {
  it('match the exports of the English twin (a compile-time check)', () => {
    expectTypeOf<Complete<typeof esAbout, typeof enAbout>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esAdventures, typeof enAdventures>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esAnalytics, typeof enAnalytics>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esCampuses, typeof enCampuses>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esCharts, typeof enCharts>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esClaims, typeof enClaims>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esCollege, typeof enCollege>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esContact, typeof enContact>>().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esCorporateStructure, typeof enCorporateStructure>
    >().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esDesignations, typeof enDesignations>>().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esEnrollmentMessages, typeof enEnrollmentMessages>
    >().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esEnrollment, typeof enEnrollment>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esFamilyPapers, typeof enFamilyPapers>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esFundraising, typeof enFundraising>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esGiving, typeof enGiving>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esHome, typeof enHome>>().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esHospitalPartnership, typeof enHospitalPartnership>
    >().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esIlias, typeof enIlias>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esIllustrations, typeof enIllustrations>>().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esLearnerDashboard, typeof enLearnerDashboard>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esLearnerProfile, typeof enLearnerProfile>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esLearningModules, typeof enLearningModules>
    >().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esMission, typeof enMission>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esNavigation, typeof enNavigation>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esNexusLearning, typeof enNexusLearning>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esPages, typeof enPages>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esPartnership, typeof enPartnership>>().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esPathwayRecommendations, typeof enPathwayRecommendations>
    >().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esPathwayWizard, typeof enPathwayWizard>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esProposalPage, typeof enProposalPage>>().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esReadingPreferences, typeof enReadingPreferences>
    >().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esSeatOffer, typeof enSeatOffer>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esSiteShell, typeof enSiteShell>>().toEqualTypeOf<true>();
    expectTypeOf<Complete<typeof esStemPrograms, typeof enStemPrograms>>().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esWaitingListOptions, typeof enWaitingListOptions>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Complete<typeof esWaitingListStatus, typeof enWaitingListStatus>
    >().toEqualTypeOf<true>();
  });
});
