/**
 * Every marketing claim of the public spec §1, worded exactly as the spec words it. Pages show
 * `figure` large and `label` under it; `text` is the claim as one line. Change a figure here and
 * every page changes with it.
 */
export type Claim = {
  /** The figure shown large, such as "75%". */
  figure: string;
  /** The words that go with the figure. */
  label: string;
  /** The whole claim, exactly as the spec has it. */
  text: string;
};

const claim = (figure: string, label: string, text = `${figure} ${label}`): Claim => ({
  figure,
  label,
  text,
});

export const CLAIMS = {
  needBasedAid: claim('100%', 'need-based aid available'),
  studentsReceivingAid: claim('75%', 'of students receive aid'),
  graduateDebt: claim('$0', 'average graduate debt'),
  /** The home page counts 15+ partners; the college page counts 50+ (spec §1). */
  industryPartnersHome: claim('15+', 'industry partners'),
  industryPartnersCollege: claim('50+', 'industry partners'),
  internships: claim('200+', 'internship positions'),
  jointResearch: claim('$5M+', 'joint research'),
  familiesNearby: claim('4,200+', 'families within 100 miles'),
  potentialBridgeStudents: claim('1,200+', 'potential Bridge students'),
  /** "Projected" on the home page; the college page says "job placement" (spec §1). */
  graduateEmployment: claim('85%', 'projected graduate employment'),
  jobPlacement: claim('85%', 'job placement'),
  startingSalary: claim('$45K+', 'average starting salary'),
  economicImpact: claim('$75M+', 'economic impact by 2030'),
  classSize: claim('12', 'maximum class size', 'maximum class size 12'),
  facility: claim('200,000 sq ft', 'facility'),
  pediatricSubspecialties: claim('20+', 'pediatric subspecialties'),
  futureExpansion: claim('75 acres', 'future expansion'),
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof CLAIMS;

/**
 * None of the campuses is open yet, so readers who take figures literally are told what the
 * figures are: goals and estimates, not results.
 */
export const PROJECTION_NOTE =
  'These figures are our plans, goals and estimates. Our first campus is planned to open in Fall 2026.';

/** Investor tiers (spec §9), largest first. */
export const INVESTOR_TIERS = ['$1M+', '$250K+', '$50K+'] as const;
