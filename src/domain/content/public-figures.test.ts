import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CHART,
  NEURODIVERSITY_PROFILES,
  POPULATION_FIGURES,
  PROFILE_CATEGORIES,
  TEXAS_NEURODIVERGENT_MILLIONS,
  profilesInCategory,
} from './analytics.ts';
import { chartLabelLines, chartValueLine } from './charts.ts';
import { INVESTOR_TIERS } from './claims.ts';
import { COMPARISON_TABLE } from './corporate-structure.ts';
import { proposalShareHref } from './proposal-page.ts';
import {
  CAMPAIGN_GOAL,
  CAMPAIGN_PHASES,
  CAMPUS_CHART,
  CAMPUS_SPLIT,
  DONOR_TARGETS,
  PHASES_CHART,
} from './fundraising.ts';

const amounts = (parts: readonly { millions: number }[]) => parts.map((part) => part.millions);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('capital campaign figures (public spec §9)', () => {
  it('splits the $75M goal into the spec phases and campus amounts', () => {
    expect(CAMPAIGN_GOAL.figure).toBe('$75M');
    expect(amounts(CAMPAIGN_PHASES.phases)).toEqual([45, 25, 5]);
    expect(amounts(CAMPUS_SPLIT.campuses)).toEqual([25, 30, 20]);
    expect(sum(amounts(CAMPAIGN_PHASES.phases))).toBe(75);
    expect(sum(amounts(CAMPUS_SPLIT.campuses))).toBe(75);
    expect(CAMPUS_SPLIT.campuses.map((campus) => campus.label)).toEqual([
      'NovaLearn Academy (The Woodlands)',
      'Nexus STEM College (Kemah)',
      'Research campus (Dripping Springs)',
    ]);
  });

  it('charts the same numbers it writes', () => {
    expect(PHASES_CHART.bars.map(chartValueLine)).toEqual(['$45M (60%)', '$25M (33%)', '$5M (7%)']);
    expect(CAMPUS_CHART.bars.map((bar) => bar.valueText)).toEqual(['$25M', '$30M', '$20M']);
  });

  it('lists the donor targets and investor tiers exactly', () => {
    expect(DONOR_TARGETS.rows.map((row) => [row.giftRange, row.donors])).toEqual([
      ['$5M+', '3-5'],
      ['$1M-$5M', '10-15'],
      ['$100K-$1M', '75-100'],
      ['$1K-$100K', '500+'],
    ]);
    expect(INVESTOR_TIERS).toEqual(['$1M+', '$250K+', '$50K+']);
  });
});

describe('neurodiversity analytics (public spec §2, §9)', () => {
  it('holds 25 profiles in 7 categories, each with a rate in percent', () => {
    expect(NEURODIVERSITY_PROFILES).toHaveLength(25);
    expect(PROFILE_CATEGORIES).toHaveLength(7);
    for (const category of PROFILE_CATEGORIES)
      expect(profilesInCategory(category.id).length).toBeGreaterThan(0);
    const categoryIds = new Set(PROFILE_CATEGORIES.map((category) => category.id));
    for (const profile of NEURODIVERSITY_PROFILES) {
      expect(categoryIds.has(profile.categoryId)).toBe(true);
      expect(profile.rate).toBeGreaterThan(0);
      expect(profile.rate).toBeLessThan(100);
      expect(profile.counts.length).toBeGreaterThan(10);
    }
    expect(new Set(NEURODIVERSITY_PROFILES.map((profile) => profile.name)).size).toBe(25);
  });

  it('shows the US, Texas and target figures of the spec', () => {
    expect(POPULATION_FIGURES.figures.map((figure) => figure.figure)).toEqual([
      '58.45M',
      '5.25M',
      '21,600',
    ]);
    expect(POPULATION_FIGURES.figures[0].label).toContain('(17.5%)');
    expect(POPULATION_FIGURES.figures[1].text).toContain('30M Texans × 17.5% = 5.25M');
    expect(TEXAS_NEURODIVERGENT_MILLIONS).toBe(5.25);
  });

  it('charts one bar per category, never a sum of overlapping profiles', () => {
    expect(CATEGORY_CHART.bars).toHaveLength(7);
    for (const bar of CATEGORY_CHART.bars) {
      const rates = NEURODIVERSITY_PROFILES.map((profile) => profile.rate);
      expect(rates).toContain(bar.value);
    }
    expect(CATEGORY_CHART.scaleMaximum).toBe(Math.max(...CATEGORY_CHART.bars.map((b) => b.value)));
  });
});

describe('chart labels', () => {
  it('wraps at word boundaries within the limit, losing no word', () => {
    const text = 'Intellectual and developmental: Fetal alcohol spectrum disorders';
    const lines = chartLabelLines(text, 20);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(20);
    expect(chartLabelLines('Phase 1', 20)).toEqual(['Phase 1']);
  });

  it('keeps a word longer than the limit whole, on its own line', () => {
    expect(chartLabelLines('a supercalifragilistic word', 10)).toEqual([
      'a',
      'supercalifragilistic',
      'word',
    ]);
  });
});

describe('corporate structure', () => {
  it('compares the three divisions on every row', () => {
    expect(COMPARISON_TABLE.divisions).toHaveLength(3);
    const aspects = COMPARISON_TABLE.rows.map((row) => row.aspect);
    for (const aspect of ['Ages served', 'Degree or credential', 'Campus', 'Opening', 'Governance'])
      expect(aspects).toContain(aspect);
  });
});

describe('proposal share link', () => {
  it('opens a mail with the page address in plain text, so the server can swap it', () => {
    const href = proposalShareHref('https://public-url.invalid/texas-childrens-proposal');
    expect(href).toMatch(
      /^mailto:\?subject=Children%E2%80%99s%20Hospital%20Partnership%20Proposal/,
    );
    expect(href).toContain('%0Ahttps://public-url.invalid/texas-childrens-proposal%0A');
    const body = new URL(href).searchParams.get('body');
    expect(body).toContain('\nhttps://public-url.invalid/texas-childrens-proposal\n');
  });

  it('still encodes what would break the mail address', () => {
    const href = proposalShareHref('https://example.org/a?b=c&d#e');
    expect(href).toContain('https://example.org/a%3Fb%3Dc%26d%23e');
  });
});
