import { ILLUSTRATIONS } from './illustrations.ts';
import { CAMPAIGN_GOAL_MILLIONS, shareOfGoal, type CampaignPart } from '../fundraising.ts';
import { PROJECTION_NOTE } from './claims.ts';
import { pageTitle } from './pages.ts';
import type * as en from '../fundraising.ts';
import type { Translated } from '../translated.ts';

/** La campaña de capital en español (twin of ../fundraising.ts). Same figures, same charts. */

// Figures and shapes: no language. shareOfGoal writes "60%", as US Spanish does.
export { CAMPAIGN_GOAL_MILLIONS, shareOfGoal } from '../fundraising.ts';
export type { CampaignPart, DonorTarget } from '../fundraising.ts';

/** "$75 millones", "$1 millón": how Spanish writes the amounts of the spec ("$75M"). */
export const formatMillions: Translated<typeof en.formatMillions> = (millions) =>
  millions === 1 ? '$1 millón' : `$${millions} millones`;

export const FUNDRAISING_META: Translated<typeof en.FUNDRAISING_META> = {
  path: '/es/fundraising-overview',
  title: pageTitle('Campaña de capital'),
  description: `Nuestra campaña de capital de ${formatMillions(CAMPAIGN_GOAL_MILLIONS)} para tres campus en Texas: tres fases, el reparto por campus, las metas de donantes y los niveles de inversión, con gráficas y tablas.`,
};

export const FUNDRAISING_INTRO: Translated<typeof en.FUNDRAISING_INTRO> = {
  title: 'Campaña de capital',
  lead: `Nuestra campaña de capital reunirá ${formatMillions(CAMPAIGN_GOAL_MILLIONS)} para construir tres campus en Texas para estudiantes neurodivergentes. Esta página muestra cómo planeamos el dinero: en tres fases, repartido entre los tres campus, y a quién le pedimos que done.`,
  note: `${PROJECTION_NOTE} La meta de la campaña y los objetivos de abajo son planes, no dinero recaudado.`,
  illustration: ILLUSTRATIONS.campusPath,
};

export const CAMPAIGN_GOAL: Translated<typeof en.CAMPAIGN_GOAL> = {
  figure: formatMillions(CAMPAIGN_GOAL_MILLIONS),
  label: 'meta de la campaña de capital',
};

/** The words a phase or campus card puts after its share of the goal ("60% de la meta"). */
export const CAMPAIGN_PART_LABELS: Translated<typeof en.CAMPAIGN_PART_LABELS> = {
  shareOfGoal: (share) => `${share} de la meta`,
};

export const CAMPAIGN_PHASES: Translated<typeof en.CAMPAIGN_PHASES> = {
  title: 'Tres fases',
  intro:
    'Reunimos el dinero en tres fases. Las donaciones más grandes llegan primero, para que la construcción pueda empezar.',
  phases: [
    {
      id: 'phase-1',
      label: 'Fase 1',
      millions: 45,
      text: 'Donaciones de liderazgo. Son las donaciones más grandes, de un número pequeño de donantes, fundaciones e inversionistas. Pagan el terreno, el diseño y los primeros edificios.',
    },
    {
      id: 'phase-2',
      label: 'Fase 2',
      millions: 25,
      text: 'Donaciones importantes de empresas, fundaciones y familias. Pagan los laboratorios, los salones de clase, las salas de terapia y el equipo.',
    },
    {
      id: 'phase-3',
      label: 'Fase 3',
      millions: 5,
      text: 'La fase de la comunidad. Donaciones de todos los tamaños de familias, vecinos y personas que nos apoyan. Pagan becas y los últimos detalles.',
    },
  ],
};

export const CAMPUS_SPLIT: Translated<typeof en.CAMPUS_SPLIT> = {
  title: 'A dónde va el dinero',
  intro: 'La misma meta, repartida por campus.',
  campuses: [
    {
      id: 'k12',
      label: 'NovaLearn Academy (The Woodlands)',
      millions: 25,
      text: 'NovaLearn Academy, la escuela K-12 en The Woodlands: salones de clase, salas de terapia y espacios tranquilos.',
    },
    {
      id: 'bridge',
      label: 'Nexus STEM College (Kemah)',
      millions: 30,
      text: 'Nexus STEM College, el Campus Bridge en Kemah: laboratorios, aulas y viviendas para estudiantes.',
    },
    {
      id: 'research',
      label: 'Campus de investigación (Dripping Springs)',
      millions: 20,
      text: 'El ILIAS Graduate Research Institute en Dripping Springs: laboratorios de investigación y espacios de estudio para el posgrado.',
    },
  ],
};

export const DONOR_TARGETS: Translated<typeof en.DONOR_TARGETS> = {
  title: 'Metas de donantes',
  intro:
    'Cuántas donaciones de cada tamaño buscamos. Unas pocas donaciones grandes y muchas más pequeñas.',
  caption: 'Metas de donantes por tamaño de la donación',
  headers: {
    giftRange: 'Tamaño de la donación',
    donors: 'Donantes que buscamos',
    whoGives: 'A quién le pedimos',
  },
  rows: [
    {
      giftRange: '$5 millones o más',
      donors: '3 a 5',
      whoGives: 'Fundaciones, empresas y familias que encabezan la campaña',
    },
    {
      giftRange: 'De $1 millón a $5 millones',
      donors: '10 a 15',
      whoGives: 'Fundaciones, empresas y grandes donantes',
    },
    {
      giftRange: 'De $100,000 a $1 millón',
      donors: '75 a 100',
      whoGives: 'Empresas locales, fundaciones y familias',
    },
    {
      giftRange: 'De $1,000 a $100,000',
      donors: '500 o más',
      whoGives: 'Familias, vecinos, personal y personas que nos apoyan',
    },
  ],
};

export const FUNDRAISING_ACTIONS: Translated<typeof en.FUNDRAISING_ACTIONS> = {
  title: 'Participe',
  text: 'Done en línea hoy, o hable con nosotros sobre una donación mayor o una inversión. Para una donación mayor, acordamos por escrito qué paga su apoyo y cómo le informamos de los resultados.',
  contact: { label: 'Escríbanos sobre una donación', to: '/es/contact' },
  partnership: { label: 'Formas de colaborar', to: '/es/partnership' },
  give: { label: 'Donar en línea', to: '/es/give' },
};

const partsChart = (
  title: string,
  summary: string,
  labelHeader: string,
  parts: readonly Translated<CampaignPart>[],
): Translated<typeof en.PHASES_CHART> => ({
  title,
  summary,
  headers: { label: labelHeader, value: 'Monto', share: 'Parte de la meta' },
  scaleMaximum: CAMPAIGN_GOAL_MILLIONS,
  isPartOfWhole: true,
  bars: parts.map((part) => ({
    label: part.label,
    value: part.millions,
    valueText: formatMillions(part.millions),
    shareText: shareOfGoal(part.millions),
  })),
});

export const PHASES_CHART: Translated<typeof en.PHASES_CHART> = partsChart(
  'Fases de la campaña',
  `La meta de ${formatMillions(CAMPAIGN_GOAL_MILLIONS)} en tres fases, con la parte de la meta de cada fase entre paréntesis. Cada barra con contorno es la meta completa; la parte rellena es la fase.`,
  'Fase',
  CAMPAIGN_PHASES.phases,
);

export const CAMPUS_CHART: Translated<typeof en.CAMPUS_CHART> = partsChart(
  'Reparto por campus',
  `La meta de ${formatMillions(CAMPAIGN_GOAL_MILLIONS)} repartida entre los tres campus: NovaLearn Academy, el Campus Bridge y el campus de investigación, con la parte de la meta de cada campus entre paréntesis. Cada barra con contorno es la meta completa; la parte rellena es el campus.`,
  'Campus',
  CAMPUS_SPLIT.campuses,
);
