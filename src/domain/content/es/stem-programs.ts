import type * as en from '../stem-programs.ts';
import type { StemProgram } from '../stem-programs.ts';
import type { Translated } from '../translated.ts';
import { CLAIMS } from './claims.ts';

/**
 * The academy's six core STEM programs in Spanish, with topics for the three grade bands, three
 * trade specializations and the outcomes banner. Ids and grade bands hold no words, so they are
 * the English module's.
 */
export { GRADE_BANDS, STEM_PROGRAM_IDS } from '../stem-programs.ts';
export type { GradeBand, StemProgram, StemProgramId } from '../stem-programs.ts';

export const STEM_PROGRAMS: readonly StemProgram[] = [
  {
    id: 'computer-science',
    name: 'Ciencias de la computación',
    summary: 'Decirle a la computadora qué hacer, paso a paso.',
    topics: {
      'K-5': 'Programación sin computadora, patrones y secuencias, juegos con bloques',
      '6-8': 'Conceptos básicos de Python, diseño de una app, datos y privacidad',
      '9-12':
        'Algoritmos y estructuras de datos, desarrollo web, programación de nivel universitario',
    },
  },
  {
    id: 'engineering-design',
    name: 'Diseño de ingeniería',
    summary: 'Resolver problemas reales con diseño, construcción y pruebas.',
    topics: {
      'K-5': 'Máquinas simples, retos de construcción, probar y mejorar',
      '6-8': 'Diseño e impresión en 3D, circuitos, robots pequeños',
      '9-12': 'Robótica, diseño asistido por computadora, un proyecto final con un socio',
    },
  },
  {
    id: 'math-data',
    name: 'Matemáticas y datos',
    summary: 'Números, formas y patrones, y lo que nos dicen los datos.',
    topics: {
      'K-5': 'Sentido numérico con objetos, formas, datos en imágenes',
      '6-8': 'Razones, álgebra con modelos, encuestas y gráficas',
      '9-12': 'Del álgebra al cálculo, estadística, proyectos de ciencia de datos',
    },
  },
  {
    id: 'life-sciences',
    name: 'Ciencias de la vida',
    summary: 'Cómo funcionan los seres vivos, desde las células hasta los ecosistemas.',
    topics: {
      'K-5': 'Plantas y animales, el cuerpo humano, diarios de la naturaleza',
      '6-8': 'Células, genética, la salud y el cerebro',
      '9-12': 'Biología y anatomía, neurociencia, carreras de salud vinculadas con el hospital',
    },
  },
  {
    id: 'environmental-science',
    name: 'Ciencias ambientales',
    summary: 'Cuidar la Tierra con base en la evidencia.',
    topics: {
      'K-5': 'El estado del tiempo, el agua y las estaciones, aprendizaje al aire libre',
      '6-8': 'Energía, clima y hábitats locales',
      '9-12': 'Energía renovable, análisis de la calidad del agua, investigación de campo',
    },
  },
  {
    id: 'creative-technology',
    name: 'Tecnología creativa',
    summary: 'Arte, música e historias hechas con tecnología.',
    topics: {
      'K-5': 'Dibujo digital, animación cuadro por cuadro, crear sonidos',
      '6-8': 'Diseño de videojuegos, producción musical, historias en video',
      '9-12': 'Modelado en 3D, medios interactivos, un portafolio digital',
    },
  },
];

export const TRADE_SPECIALIZATIONS: Translated<typeof en.TRADE_SPECIALIZATIONS> = {
  title: 'Especializaciones técnicas',
  intro:
    'Para estudiantes de preparatoria que quieren prepararse para un oficio práctico además de obtener su diploma.',
  items: [
    {
      title: 'Robótica y automatización',
      text: 'Mantener y programar las máquinas que se usan en fábricas y hospitales modernos.',
    },
    {
      title: 'Tecnología de equipos biomédicos',
      text: 'Aprender cómo funcionan los aparatos médicos, y cómo probarlos y repararlos de forma segura.',
    },
    {
      title: 'Sistemas de energía renovable',
      text: 'Instalar y mantener paneles solares, baterías y sistemas inteligentes de energía.',
    },
  ],
};

export const OUTCOMES_BANNER: Translated<typeof en.OUTCOMES_BANNER> = {
  title: 'A dónde lleva este camino',
  intro: 'Nuestras proyecciones para los estudiantes que continúen en Nexus STEM College:',
  claims: [CLAIMS.graduateEmployment, CLAIMS.startingSalary, CLAIMS.internships],
};
