import { CLAIMS } from './claims.ts';

/**
 * The academy's six core STEM programs, each with topics for the three grade bands, its three
 * trade specializations and the outcomes banner (public spec §2 "K-12 academy page").
 */

export const STEM_PROGRAM_IDS = [
  'computer-science',
  'engineering-design',
  'math-data',
  'life-sciences',
  'environmental-science',
  'creative-technology',
] as const;
export type StemProgramId = (typeof STEM_PROGRAM_IDS)[number];

export const GRADE_BANDS = ['K-5', '6-8', '9-12'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

export type StemProgram = {
  id: StemProgramId;
  name: string;
  summary: string;
  topics: Record<GradeBand, string>;
};

export const STEM_PROGRAMS: readonly StemProgram[] = [
  {
    id: 'computer-science',
    name: 'Computer Science',
    summary: 'Telling computers what to do, step by step.',
    topics: {
      'K-5': 'Unplugged coding, patterns and sequences, block-based games',
      '6-8': 'Python basics, designing an app, data and privacy',
      '9-12': 'Algorithms and data structures, web development, college-level programming',
    },
  },
  {
    id: 'engineering-design',
    name: 'Engineering Design',
    summary: 'Solving real problems by designing, building and testing.',
    topics: {
      'K-5': 'Simple machines, building challenges, testing and improving',
      '6-8': '3D design and printing, circuits, small robots',
      '9-12': 'Robotics, computer-aided design, a capstone project with a partner',
    },
  },
  {
    id: 'math-data',
    name: 'Math and Data',
    summary: 'Numbers, shapes and patterns, and what data can tell us.',
    topics: {
      'K-5': 'Number sense with objects, shapes, pictures of data',
      '6-8': 'Ratios, algebra with models, surveys and charts',
      '9-12': 'Algebra to calculus, statistics, data science projects',
    },
  },
  {
    id: 'life-sciences',
    name: 'Life Sciences',
    summary: 'How living things work, from cells to ecosystems.',
    topics: {
      'K-5': 'Plants and animals, the human body, nature journals',
      '6-8': 'Cells, genetics, health and the brain',
      '9-12': 'Biology and anatomy, neuroscience, hospital-linked health careers',
    },
  },
  {
    id: 'environmental-science',
    name: 'Environmental Science',
    summary: 'Caring for the Earth with evidence.',
    topics: {
      'K-5': 'Weather, water and the seasons, outdoor learning',
      '6-8': 'Energy, climate and local habitats',
      '9-12': 'Renewable energy, water quality testing, field research',
    },
  },
  {
    id: 'creative-technology',
    name: 'Creative Technology',
    summary: 'Art, music and stories made with technology.',
    topics: {
      'K-5': 'Digital drawing, stop-motion animation, making sounds',
      '6-8': 'Game design, music production, video stories',
      '9-12': '3D modelling, interactive media, a digital portfolio',
    },
  },
];

export const TRADE_SPECIALIZATIONS = {
  title: 'Trade specializations',
  intro: 'For high school learners who want a hands-on career path alongside their diploma.',
  items: [
    {
      title: 'Robotics and automation',
      text: 'Maintain and program the machines used in modern factories and hospitals.',
    },
    {
      title: 'Biomedical equipment technology',
      text: 'Learn how medical devices work, and how to test and repair them safely.',
    },
    {
      title: 'Renewable energy systems',
      text: 'Install and look after solar panels, batteries and smart energy systems.',
    },
  ],
} as const;

export const OUTCOMES_BANNER = {
  title: 'Where the path leads',
  intro: 'Our projections for learners who go on to Nexus STEM College:',
  claims: [CLAIMS.graduateEmployment, CLAIMS.startingSalary, CLAIMS.internships],
} as const;
