import { ILLUSTRATIONS } from './illustrations.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING, FIRST_GRADUATE_COHORT } from './campuses.ts';
import { CLAIMS } from './claims.ts';
import { pageTitle } from './pages.ts';
import type * as en from '../hospital-partnership.ts';
import type { Translated } from '../translated.ts';

/**
 * La propuesta de alianza con un hospital infantil en español (twin of ../hospital-partnership.ts).
 * Es una propuesta: nada está acordado, y la página lo dice primero.
 */

export const HOSPITAL_PARTNERSHIP_META: Translated<typeof en.HOSPITAL_PARTNERSHIP_META> = {
  path: '/es/texas-childrens-partnership',
  title: pageTitle('Propuesta de alianza con un hospital infantil'),
  description:
    'Una propuesta de alianza con un hospital infantil de Texas: terapia durante el día escolar, más de 20 subespecialidades pediátricas y un edificio de 200,000 pies cuadrados.',
};

export const HOSPITAL_PARTNERSHIP_INTRO: Translated<typeof en.HOSPITAL_PARTNERSHIP_INTRO> = {
  title: 'Alianza con un hospital infantil',
  subtitle: 'Una propuesta',
  lead: 'Proponemos una alianza con un hospital infantil de Texas: terapia y atención médica dentro del día escolar, en un edificio planeado para ambas cosas.',
  status:
    'Esto es una propuesta. No se ha firmado ningún acuerdo. Lo diremos en esta página cuando se firme.',
  claims: [CLAIMS.pediatricSubspecialties, CLAIMS.facility, CLAIMS.jointResearch, CLAIMS.classSize],
  illustration: ILLUSTRATIONS.fusionModel,
};

export const PROPOSED_PARTS: Translated<typeof en.PROPOSED_PARTS> = {
  title: 'Lo que proponemos',
  intro: 'Cinco partes, cada una planeada en conjunto por el hospital y las escuelas.',
  cards: [
    {
      title: 'Terapia durante el día escolar',
      text: 'La terapia del habla, la terapia ocupacional y la terapia conductual se dan en la escuela, durante el día. Las familias no tienen que ir a citas por separado.',
    },
    {
      title: `Acceso a ${CLAIMS.pediatricSubspecialties.text}`,
      text: 'Con el consentimiento de la familia, un solo camino de remisión desde la escuela hasta los especialistas del hospital, y de regreso al plan del estudiante.',
    },
    {
      title: 'Un solo edificio para aprender y recibir atención',
      text: `NovaLearn Academy, en The Woodlands, se planea con ${CLAIMS.facility.text}: aulas, salas de terapia, una clínica, laboratorios y espacios tranquilos bajo un mismo techo.`,
    },
    {
      title: 'Investigación conjunta',
      text: `Investigación sobre el aprendizaje y el bienestar con ILIAS Graduate Research Institute, con el objetivo de llegar a ${CLAIMS.jointResearch.text}. Las familias deciden si participan.`,
    },
    {
      title: 'Formación y carreras',
      text: 'Formación compartida para maestros, terapeutas y personal clínico, y aprendizaje clínico para los estudiantes de Nexus STEM College.',
    },
  ],
};

export const PARTNER_CONTRIBUTIONS: Translated<typeof en.PARTNER_CONTRIBUTIONS> = {
  title: 'Lo que aporta cada parte',
  columns: [
    {
      title: 'El hospital',
      points: [
        `Equipos clínicos de ${CLAIMS.pediatricSubspecialties.text}`,
        'Terapeutas que trabajan durante el día escolar',
        'Experiencia en investigación clínica y en revisión ética',
      ],
    },
    {
      title: 'NovaLearn Institute Group',
      points: [
        `Clases pequeñas (${CLAIMS.classSize.text}), planeadas según la forma de aprender de cada estudiante`,
        `Espacio para la atención médica en ${CLAIMS.facility.text}`,
        'Un camino desde el kínder hasta la investigación de posgrado, con las familias en cada plan',
      ],
    },
  ],
};

export const PARTNERSHIP_STEPS: Translated<typeof en.PARTNERSHIP_STEPS> = {
  title: 'Cómo se haría',
  intro: 'Las fechas posteriores a hoy son planes.',
  entries: [
    {
      when: 'Ahora',
      what: 'Primeras conversaciones y un acuerdo mutuo de confidencialidad, para que podamos compartir planes que no son públicos.',
      isCurrent: true,
    },
    {
      when: `Antes del ${ACADEMY_OPENING}`,
      what: 'Un grupo de planificación conjunto diseña la atención en el campus, el camino de remisión y el edificio.',
    },
    { when: ACADEMY_OPENING, what: 'Abre NovaLearn Academy, con terapia durante el día escolar.' },
    {
      when: BRIDGE_OPENING,
      what: 'Abre Nexus STEM College; comienzan el aprendizaje clínico y las prácticas profesionales.',
    },
    {
      when: FIRST_GRADUATE_COHORT,
      what: 'El primer grupo de estudiantes de posgrado comienza la investigación conjunta en ILIAS.',
    },
  ],
};

export const HOSPITAL_PARTNERSHIP_ACTIONS: Translated<typeof en.HOSPITAL_PARTNERSHIP_ACTIONS> = {
  title: 'Lea la propuesta completa',
  text: 'La propuesta para imprimir tiene los detalles, el cronograma y los próximos pasos. Puede imprimirla o guardarla como PDF.',
  proposal: {
    label: 'Abrir la propuesta para imprimir',
    to: '/es/texas-childrens-proposal',
  },
  contact: { label: 'Comuníquese con nosotros', to: '/es/contact' },
};
