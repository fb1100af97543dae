import {
  NEURODIVERGENT_SHARE_PERCENT,
  TARGET_STUDENTS,
  TEXAS_NEURODIVERGENT_MILLIONS,
  TEXAS_POPULATION_MILLIONS,
  US_NEURODIVERGENT_MILLIONS,
  formatRate,
  type NeurodiversityProfile,
} from '../analytics.ts';
import { pageTitle } from './pages.ts';
import type * as en from '../analytics.ts';
import type { Translated } from '../translated.ts';

/**
 * Datos sobre la neurodiversidad en español (twin of ../analytics.ts): the same 25 profiles, 7
 * categories and rates, with the standard Spanish clinical names (TDAH, TOC, ...).
 */

// Figures, shapes and a formatter with no language: US Spanish writes "11.4%" as English does.
export {
  NEURODIVERGENT_SHARE_PERCENT,
  TARGET_STUDENTS,
  TEXAS_NEURODIVERGENT_MILLIONS,
  TEXAS_POPULATION_MILLIONS,
  US_NEURODIVERGENT_MILLIONS,
  formatRate,
} from '../analytics.ts';
export type { NeurodiversityProfile, ProfileCategory } from '../analytics.ts';

export const ANALYTICS_META: Translated<typeof en.ANALYTICS_META> = {
  path: '/es/neurodiversity-analytics',
  title: pageTitle('Datos sobre la neurodiversidad'),
  description:
    'Estimaciones publicadas de qué tan comunes son 25 perfiles neurodivergentes, en 7 categorías, con las cifras de Estados Unidos y de Texas de las que parten nuestros planes.',
};

export const ANALYTICS_INTRO: Translated<typeof en.ANALYTICS_INTRO> = {
  title: 'Datos sobre la neurodiversidad',
  lead: '¿Cuántas personas son neurodivergentes? Estas son las estimaciones publicadas de las que parten nuestros planes: para Estados Unidos, para Texas y para 25 perfiles.',
};

export const POPULATION_FIGURES: Translated<typeof en.POPULATION_FIGURES> = {
  title: 'Las cifras detrás de nuestros planes',
  intro:
    'Tres cifras que usamos para planear el tamaño de nuestras escuelas. Las tres son estimaciones.',
  figures: [
    {
      figure: `${US_NEURODIVERGENT_MILLIONS} millones`,
      label: `personas neurodivergentes en Estados Unidos (${NEURODIVERGENT_SHARE_PERCENT}%)`,
      text: `Una estimación: el ${NEURODIVERGENT_SHARE_PERCENT}% de las personas en Estados Unidos.`,
    },
    {
      figure: `${TEXAS_NEURODIVERGENT_MILLIONS} millones`,
      label: 'personas neurodivergentes en Texas',
      text: `Una estimación: ${TEXAS_POPULATION_MILLIONS} millones de texanos × ${NEURODIVERGENT_SHARE_PERCENT}% = ${TEXAS_NEURODIVERGENT_MILLIONS} millones.`,
    },
    {
      // US Spanish groups thousands with a comma, as English does: "21,600".
      figure: TARGET_STUDENTS.toLocaleString('en-US'),
      label: 'estudiantes previstos',
      text: 'El número de estudiantes que nuestros tres campus planean atender.',
    },
  ],
};

export const PROFILE_CATEGORIES: Translated<typeof en.PROFILE_CATEGORIES> = [
  {
    id: 'attention',
    name: 'Atención',
    text: 'Diferencias en la atención, la actividad y el control de los impulsos.',
  },
  {
    id: 'autism',
    name: 'Autismo',
    text: 'Diferencias en la comunicación, la interacción social, las rutinas y los sentidos.',
  },
  {
    id: 'learning-language',
    name: 'Aprendizaje y lenguaje',
    text: 'Diferencias en la lectura, la escritura, los números, el habla y el lenguaje.',
  },
  {
    id: 'movement',
    name: 'Movimiento y tics',
    text: 'Diferencias en la coordinación, y movimientos o sonidos difíciles de controlar.',
  },
  {
    id: 'sensory',
    name: 'Sentidos y percepción',
    text: 'Diferencias en cómo los sentidos y la mente perciben el mundo y se lo imaginan.',
  },
  {
    id: 'developmental',
    name: 'Perfiles intelectuales y del desarrollo',
    text: 'Diferencias en el aprendizaje y en las habilidades de la vida diaria que empiezan antes del nacimiento o en la infancia.',
  },
  {
    id: 'mental-health',
    name: 'Ansiedad, estado de ánimo y TOC',
    text: 'Condiciones que a menudo acompañan a los perfiles anteriores y que influyen en cómo planeamos el apoyo.',
  },
];

export const NEURODIVERSITY_PROFILES: Translated<typeof en.NEURODIVERSITY_PROFILES> = [
  {
    categoryId: 'attention',
    name: 'TDAH en niños',
    rate: 11.4,
    counts:
      'Niños de 3 a 17 años en EE. UU. que alguna vez recibieron el diagnóstico, según una encuesta nacional a padres (CDC, 2022).',
  },
  {
    categoryId: 'attention',
    name: 'TDAH en adultos',
    rate: 6,
    counts:
      'Adultos en EE. UU. con un diagnóstico actual, según una encuesta nacional (CDC, 2023).',
  },
  {
    categoryId: 'autism',
    name: 'Autismo en niños',
    rate: 3.2,
    counts:
      'Niños de 8 años en EE. UU., alrededor de 1 de cada 31 (red de vigilancia de los CDC, 2022).',
  },
  {
    categoryId: 'autism',
    name: 'Autismo en adultos',
    rate: 2.2,
    counts: 'Adultos en EE. UU., una estimación hecha con un modelo (CDC, 2017).',
  },
  {
    categoryId: 'learning-language',
    name: 'Dislexia',
    rate: 7.1,
    counts:
      'Niños, según una revisión de estudios de todo el mundo (2022). Otras estimaciones llegan hasta el 20%.',
  },
  {
    categoryId: 'learning-language',
    name: 'Disgrafía (escritura)',
    rate: 7,
    counts: 'Niños en edad escolar. Las estimaciones van de alrededor del 7% al 15%.',
  },
  {
    categoryId: 'learning-language',
    name: 'Discalculia (números)',
    rate: 5,
    counts: 'Niños en edad escolar. Las estimaciones van de alrededor del 3% al 7%.',
  },
  {
    categoryId: 'learning-language',
    name: 'Trastorno del desarrollo del lenguaje',
    rate: 7.5,
    counts: 'Niños que empiezan la escuela, según un estudio de población en Inglaterra (2016).',
  },
  {
    categoryId: 'learning-language',
    name: 'Tartamudez en la infancia',
    rate: 5,
    counts: 'Niños que tartamudean durante un tiempo. Las estimaciones van del 5% al 10%.',
  },
  {
    categoryId: 'learning-language',
    name: 'Tartamudez en adultos',
    rate: 1,
    counts: 'Adultos que todavía tartamudean.',
  },
  {
    categoryId: 'movement',
    name: 'Trastorno del desarrollo de la coordinación (dispraxia)',
    rate: 5,
    counts: 'Niños en edad escolar. Las estimaciones van del 5% al 6%.',
  },
  {
    categoryId: 'movement',
    name: 'Síndrome de Tourette',
    rate: 0.6,
    counts: 'Niños, alrededor de 1 de cada 162, según estudios de población (CDC).',
  },
  {
    categoryId: 'movement',
    name: 'Trastorno de tics transitorio',
    rate: 3,
    counts: 'Niños con tics durante menos de un año, según una revisión de estudios (2012).',
  },
  {
    categoryId: 'sensory',
    name: 'Diferencias en el procesamiento sensorial',
    rate: 5.3,
    counts: 'Niños de kínder, según un estudio de EE. UU. (2004). Otros estudios encuentran más.',
  },
  {
    categoryId: 'sensory',
    name: 'Trastorno del procesamiento auditivo',
    rate: 5,
    counts: 'Niños en edad escolar. Las estimaciones van de alrededor del 2% al 7%.',
  },
  {
    categoryId: 'sensory',
    name: 'Sinestesia',
    rate: 4.4,
    counts:
      'Adultos que perciben una misma cosa a través de dos sentidos, según un estudio del Reino Unido (2006).',
  },
  {
    categoryId: 'sensory',
    name: 'Afantasía (poca o ninguna imagen mental)',
    rate: 3.9,
    counts:
      'Adultos con las imágenes visuales mentales más débiles, según un estudio del Reino Unido (2022).',
  },
  {
    categoryId: 'sensory',
    name: 'Ceguera facial (prosopagnosia)',
    rate: 2.5,
    counts:
      'Personas a quienes les cuesta reconocer las caras desde el nacimiento, según un estudio alemán (2006).',
  },
  {
    categoryId: 'developmental',
    name: 'Discapacidad intelectual',
    rate: 1,
    counts: 'Personas de todas las edades, según una revisión de estudios de todo el mundo (2011).',
  },
  {
    categoryId: 'developmental',
    name: 'Trastornos del espectro alcohólico fetal',
    rate: 1.1,
    counts:
      'Estudiantes de primer grado en EE. UU. Es la estimación más baja de un estudio de 2018; la más alta fue del 5%.',
  },
  {
    categoryId: 'developmental',
    name: 'Síndrome de Down',
    rate: 0.16,
    counts: 'Bebés nacidos en EE. UU., alrededor de 1 de cada 640 (CDC).',
  },
  {
    categoryId: 'developmental',
    name: 'Síndrome del cromosoma X frágil',
    rate: 0.02,
    counts: 'Alrededor de 1 de cada 4,000 niños varones y 1 de cada 8,000 niñas (CDC).',
  },
  {
    categoryId: 'mental-health',
    name: 'Ansiedad en niños',
    rate: 9.4,
    counts:
      'Niños de 3 a 17 años en EE. UU. que alguna vez recibieron el diagnóstico (CDC, 2016 a 2019).',
  },
  {
    categoryId: 'mental-health',
    name: 'Depresión en niños',
    rate: 4.4,
    counts:
      'Niños de 3 a 17 años en EE. UU. que alguna vez recibieron el diagnóstico (CDC, 2016 a 2019).',
  },
  {
    categoryId: 'mental-health',
    name: 'Trastorno obsesivo-compulsivo (TOC)',
    rate: 1.2,
    counts: 'Adultos en EE. UU., en el último año (NIMH).',
  },
];

export const profilesInCategory: Translated<typeof en.profilesInCategory> = (categoryId) =>
  NEURODIVERSITY_PROFILES.filter((profile) => profile.categoryId === categoryId);

/** The profile with the highest estimate in a category. */
export const mostCommonProfile: Translated<typeof en.mostCommonProfile> = (categoryId) => {
  const [first, ...rest] = profilesInCategory(categoryId);
  if (!first) throw new Error(`No profiles in category ${categoryId}`);
  return rest.reduce((best, profile) => (profile.rate > best.rate ? profile : best), first);
};

export const PROFILES_SECTION: Translated<typeof en.PROFILES_SECTION> = {
  title: '25 perfiles en 7 categorías',
  intro:
    'Cada cifra es una estimación de qué tan común es un perfil, según estudios y encuestas publicados.',
  caveats: [
    'Estas cifras son estimaciones. Los estudios cuentan edades y países distintos, y usan definiciones distintas, así que la cifra real puede ser más alta o más baja.',
    'Las cifras no se suman para dar un total. Muchas personas tienen más de un perfil: por ejemplo, muchas personas autistas también tienen TDAH.',
    'Un perfil describe cómo una persona piensa y aprende. No mide lo que puede lograr.',
  ],
  headers: { profile: 'Perfil', rate: 'Tasa estimada', counts: 'Qué cuenta la estimación' },
  tableCaption: (category) => `${category}: prevalencia estimada`,
};

const CATEGORY_BARS = PROFILE_CATEGORIES.map((category) => {
  const profile: Translated<NeurodiversityProfile> = mostCommonProfile(category.id);
  return {
    label: category.name,
    profile: profile.name,
    value: profile.rate,
    valueText: formatRate(profile.rate),
  };
});
const [HIGHEST_BAR] = [...CATEGORY_BARS].sort((a, b) => b.value - a.value);

/** The chart: the most common profile of each category, so no figures are added together. */
export const CATEGORY_SECTION: Translated<typeof en.CATEGORY_SECTION> = {
  title: 'Prevalencia por categoría',
  intro: '¿Qué perfiles son los más comunes? Una barra para cada una de las 7 categorías.',
};

export const CATEGORY_CHART: Translated<typeof en.CATEGORY_CHART> = {
  title: 'El perfil más común de cada categoría',
  summary: `Cada barra muestra el perfil más común de una de las 7 categorías, como porcentaje estimado. La barra más larga es la de ${HIGHEST_BAR?.label}: ${HIGHEST_BAR?.profile}, con un ${HIGHEST_BAR?.valueText}. Los perfiles se superponen, así que las barras no se suman.`,
  headers: { label: 'Categoría', note: 'Perfil más común', value: 'Tasa estimada' },
  scaleMaximum: Math.max(...CATEGORY_BARS.map((bar) => bar.value)),
  isPartOfWhole: false,
  bars: CATEGORY_BARS.map(({ label, profile, value, valueText }) => ({
    label,
    note: profile,
    value,
    valueText,
  })),
};
