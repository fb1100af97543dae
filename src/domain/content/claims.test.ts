import { describe, expect, it } from 'vitest';
import { CLAIMS, INVESTOR_TIERS } from './claims.ts';
import {
  CAMPUSES,
  DOCTORAL_PROGRAM_YEARS,
  FIRST_GRADUATE_COHORT,
  MASTERS_PROGRAM_YEARS,
  VIRTUAL_TOURS,
  WAITING_LIST_OPENS,
} from './campuses.ts';
import { COLLEGE_INTRO, COLLEGE_TIMELINE } from './college.ts';
import {
  FAQ,
  HERO,
  INDUSTRY_PARTNERSHIPS,
  NEWS,
  PROJECTED_IMPACT,
  SUPPORT_SERVICES,
} from './home.ts';
import { PARTNERSHIP_CAMPUSES } from './partnership.ts';

/** Public spec §1 "Marketing claims shown on the pages", letter for letter. */
const SPEC_CLAIMS = [
  '100% need-based aid available',
  '75% of students receive aid',
  '$0 average graduate debt',
  '15+ industry partners',
  '50+ industry partners',
  '200+ internship positions',
  '$5M+ joint research',
  '4,200+ families within 100 miles',
  '1,200+ potential Bridge students',
  '85% projected graduate employment',
  '85% job placement',
  '$45K+ average starting salary',
  '$75M+ economic impact by 2030',
  'maximum class size 12',
  '200,000 sq ft facility',
  '20+ pediatric subspecialties',
  '75 acres future expansion',
];

const texts = (claims: readonly { text: string }[]) => claims.map((claim) => claim.text);

describe('marketing claims (public spec §1)', () => {
  it('holds every claim of the spec exactly once, and nothing else', () => {
    expect(
      Object.values(CLAIMS)
        .map((claim) => claim.text)
        .sort(),
    ).toEqual([...SPEC_CLAIMS].sort());
  });

  it('shows each figure inside its own claim', () => {
    for (const claim of Object.values(CLAIMS)) {
      expect(claim.text).toContain(claim.figure);
      expect(claim.text).toContain(claim.label);
    }
  });

  it('counts 15+ industry partners on the home page and 50+ on the college page', () => {
    expect(texts(INDUSTRY_PARTNERSHIPS.claims)).toContain('15+ industry partners');
    expect(texts(COLLEGE_INTRO.claims)).toContain('50+ industry partners');
    expect(texts(COLLEGE_INTRO.claims)).toContain('85% job placement');
    expect(texts(PROJECTED_IMPACT.claims)).toContain('85% projected graduate employment');
  });

  it('states financial accessibility with the three aid claims', () => {
    expect(texts(SUPPORT_SERVICES.financialClaims)).toEqual([
      '100% need-based aid available',
      '75% of students receive aid',
      '$0 average graduate debt',
    ]);
  });

  it('gives the investor tiers of spec §9', () => {
    expect(INVESTOR_TIERS).toEqual(['$1M+', '$250K+', '$50K+']);
  });
});

describe('campuses and dates (public spec §1, §2, §9)', () => {
  it('names the three campuses with their towns, openings and phase texts', () => {
    expect(CAMPUSES.map(({ town, phase }) => [town, phase])).toEqual([
      ['The Woodlands', 'Medical-Educational Fusion'],
      ['Kemah', 'Campus Development Phase'],
      ['Dripping Springs', 'Research Facilities Planning'],
    ]);
    expect(CAMPUSES[0]?.opening).toContain('Fall 2026');
    expect(CAMPUSES[1]?.opening).toContain('Fall 2027');
    expect(CAMPUSES[2]?.opening).toContain('Fall 2029');
  });

  it('keeps the graduate programs, cohort and waiting-list date', () => {
    expect([DOCTORAL_PROGRAM_YEARS, MASTERS_PROGRAM_YEARS]).toEqual([4, 2]);
    expect(FIRST_GRADUATE_COHORT).toBe('Fall 2029');
    expect(WAITING_LIST_OPENS).toBe('July 7, 2025');
    expect(VIRTUAL_TOURS.map((tour) => tour.when)).toEqual([
      'January 2026',
      'March 2027',
      'May 2028',
    ]);
  });

  it('gives the college timeline of spec §2', () => {
    expect(COLLEGE_TIMELINE.entries.map((entry) => entry.when)).toEqual([
      'Now',
      'March 2027',
      'Fall 2027',
    ]);
    expect(COLLEGE_TIMELINE.entries[0]?.isCurrent).toBe(true);
    expect(COLLEGE_TIMELINE.entries[0]?.what.toLowerCase()).toContain('campus development');
  });

  it('places the 200,000 sq ft facility on the medical-educational fusion campus', () => {
    const fusion = PARTNERSHIP_CAMPUSES.find(
      (campus) => campus.role === 'Medical-educational fusion campus',
    );
    expect(fusion?.points).toContain('200,000 sq ft facility');
    expect(PARTNERSHIP_CAMPUSES.map((campus) => campus.role)).toEqual([
      'Flagship campus',
      'Bridge campus',
      'Medical-educational fusion campus',
    ]);
  });
});

describe('home page content', () => {
  it('leads with the mission and has two news items and five questions', () => {
    expect(HERO.title).toBe('Empowering Every Mind. Re-Engineering STEM Education');
    expect(NEWS.items).toHaveLength(2);
    expect(FAQ.questions).toHaveLength(5);
  });
});
