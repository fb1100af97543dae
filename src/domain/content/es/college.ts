import { ILLUSTRATIONS } from './illustrations.ts';
import { CLAIMS } from './claims.ts';
import { BRIDGE_OPENING } from './campuses.ts';
import { pageTitle } from './pages.ts';
import type * as en from '../college.ts';
import type { Translated } from '../translated.ts';

/** Nexus STEM College en español: el Campus Bridge en Kemah (twin of ../college.ts). */

export type { DegreeProgram } from '../college.ts';

export const COLLEGE_META: Translated<typeof en.COLLEGE_META> = {
  path: '/es/nexus-stem-college',
  title: pageTitle('Nexus STEM College, el Campus Bridge en Kemah'),
  description:
    'Títulos STEM de 2 y de 4 años para estudiantes neurodivergentes en Kemah, Texas, con terapia integrada en el plan de estudios. El primer grupo de estudiantes está planeado para el otoño de 2027.',
};

export const COLLEGE_NAME: Translated<typeof en.COLLEGE_NAME> = 'Nexus STEM College';

export const COLLEGE_HEADER: Translated<typeof en.COLLEGE_HEADER> = {
  navLabel: 'Nexus STEM College',
  links: [
    { label: 'Inicio', to: '/es' },
    { label: 'Nosotros', to: '/es/about' },
    { label: 'NovaLearn Academy', to: '/es/nexus-learning' },
    { label: 'ILIAS (investigación de posgrado)', to: '/es/ilias-program' },
  ],
  joinAction: { label: 'Únase a la lista de espera', to: '/es/enrollment' },
};

export const COLLEGE_INTRO: Translated<typeof en.COLLEGE_INTRO> = {
  title: COLLEGE_NAME,
  subtitle: 'El Campus Bridge en Kemah, Texas',
  lead: `Una universidad para estudiantes que piensan de otra manera. Ofrece títulos de 2 y de 4 años en ciencias, tecnología, ingeniería y matemáticas. Los primeros estudiantes deben empezar en el ${BRIDGE_OPENING}.`,
  claims: [
    CLAIMS.industryPartnersCollege,
    CLAIMS.jobPlacement,
    CLAIMS.internships,
    CLAIMS.startingSalary,
  ],
  illustration: ILLUSTRATIONS.campusKemah,
};

export const COLLEGE_CURRICULUM: Translated<typeof en.COLLEGE_CURRICULUM> = {
  title: 'Terapia y enseñanza STEM en un solo plan de estudios',
  intro:
    'Cada curso lo planean juntos un maestro de la materia y un terapeuta. El apoyo es parte del curso: usted no tiene que pedirlo.',
  items: [
    {
      title: 'Cursos en pasos pequeños',
      text: 'Cada curso se divide en unidades cortas con metas claras. Usted siempre sabe qué viene después.',
    },
    {
      title: 'Apoyo dentro del horario',
      text: 'Las sesiones de apoyo para planificar, concentrarse y estudiar están en el horario, como cualquier otra clase.',
    },
    {
      title: 'Clases pequeñas',
      text: `Las clases son pequeñas: ${CLAIMS.classSize.text}.`,
    },
    {
      title: 'Aprender haciendo',
      text: 'El trabajo de laboratorio, los proyectos y las prácticas profesionales con nuestros aliados son parte de cada título.',
    },
  ],
  illustration: ILLUSTRATIONS.labBench,
};

export const ASSOCIATE_PROGRAMS: Translated<typeof en.ASSOCIATE_PROGRAMS> = [
  {
    interest: 'pharmaceutical-systems',
    name: 'Sistemas farmacéuticos',
    text: 'Cómo se fabrican, se controlan y se entregan los medicamentos de forma segura.',
  },
  {
    interest: 'biomedical-technology',
    name: 'Tecnología biomédica',
    text: 'Los equipos y los métodos de laboratorio que se usan en hospitales y clínicas.',
  },
  {
    interest: 'computer-science',
    name: 'Ciencias de la computación',
    text: 'Programar, usar datos y ver cómo funciona una computadora por dentro.',
  },
  {
    interest: 'business-technology',
    name: 'Tecnología empresarial',
    text: 'Los programas informáticos, los datos y los sistemas con los que funcionan las empresas.',
  },
];

export const BACHELOR_PROGRAMS: Translated<typeof en.BACHELOR_PROGRAMS> = [
  {
    interest: 'applied-mathematics',
    name: 'Matemáticas aplicadas',
    text: 'Usar las matemáticas para ver y resolver problemas de la vida real.',
  },
  {
    interest: 'computer-science',
    name: 'Ciencias de la computación',
    text: 'Crear programas de computadora y ver cómo se hacen por dentro, a fondo.',
  },
  {
    interest: 'environmental-science',
    name: 'Ciencias ambientales',
    text: 'El agua, la tierra, el clima y la vida que sostienen, con trabajo de campo en la costa de Texas.',
  },
  {
    interest: 'neuroscience-research',
    name: 'Investigación en neurociencia',
    text: 'Cómo funciona el cerebro y cómo aprenden las personas, con proyectos de investigación reales.',
  },
  {
    interest: 'pre-professional',
    name: 'Estudios preprofesionales',
    text: 'Listos para estudiar más, por ejemplo para ser médico o farmacéutico.',
  },
];

export const PROGRAMS_SECTION: Translated<typeof en.PROGRAMS_SECTION> = {
  title: 'Programas de estudio',
  intro:
    'Elija un título. Un título de asociado (associate degree) dura 2 años. Una licenciatura (bachelor’s degree) dura 4 años.',
  associateTitle: 'Títulos asociados (2 años)',
  bachelorTitle: 'Licenciaturas (4 años)',
  undecidedNote:
    '¿Todavía no lo sabe? Puede unirse a la lista de espera sin haber decidido el programa y elegirlo más tarde, con la ayuda de un asesor.',
};

export const HOSPITAL_PARTNERSHIP: Translated<typeof en.HOSPITAL_PARTNERSHIP> = {
  title: 'Alianza con un hospital',
  paragraphs: [
    'Queremos formar una alianza con un hospital de niños. Los estudiantes de salud y de ciencias aprenderían con los médicos y las enfermeras. También harían investigación.',
    'La alianza es una propuesta. Lo diremos en esta página cuando esté acordada.',
  ],
  claims: [CLAIMS.pediatricSubspecialties, CLAIMS.jointResearch],
};

export const COLLEGE_CAMPUS: Translated<typeof en.COLLEGE_CAMPUS> = {
  title: 'El campus',
  paragraphs: [
    'El Campus Bridge está en Kemah, Texas, en la costa, al sureste de Houston.',
    'El campus está en su fase de desarrollo. Los planes incluyen salas de estudio tranquilas, laboratorios y espacios para descansar entre clases.',
  ],
};

export const COLLEGE_TIMELINE: Translated<typeof en.COLLEGE_TIMELINE> = {
  title: 'Cronograma',
  entries: [
    {
      when: 'Ahora',
      what: 'Desarrollo del campus. Planeamos y construimos el campus en Kemah.',
      isCurrent: true,
    },
    { when: 'Marzo de 2027', what: 'Recorridos virtuales por el campus.' },
    { when: BRIDGE_OPENING, what: 'Comienza el primer grupo de estudiantes.' },
  ],
};

export const COLLEGE_JOIN: Translated<typeof en.COLLEGE_JOIN> = {
  title: 'Únase a la lista de espera',
  text: 'Únase a la lista de espera para recibir información sobre los recorridos virtuales y una invitación para inscribirse. En el formulario, elija la pestaña del Campus Bridge. Revisamos cada solicitud en un plazo de 48 horas.',
  action: { label: 'Únase a la lista de espera', to: '/es/enrollment' },
};

export const COLLEGE_FOOTER: Translated<typeof en.COLLEGE_FOOTER> = {
  navLabel: 'Enlaces de Nexus STEM College',
  links: [
    { label: 'Inicio', to: '/es' },
    { label: 'Nosotros', to: '/es/about' },
    { label: 'Contacto', to: '/es/contact' },
    { label: 'Alianzas', to: '/es/partnership' },
  ],
};
