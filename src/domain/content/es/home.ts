import type * as en from '../home.ts';
import type { Translated } from '../translated.ts';
import { CLAIMS } from './claims.ts';
import { ILLUSTRATIONS } from './illustrations.ts';
import { MISSION_SLOGAN } from './mission.ts';
import {
  ACADEMY_OPENING,
  BRIDGE_OPENING,
  FIRST_GRADUATE_COHORT,
  WAITING_LIST_OPENS,
} from './campuses.ts';
import { ORGANISATION_NAME } from '../../common/organisation.ts';

/** Home page copy (public spec §2 "Home page") in Spanish, in the order the sections appear. */

/** Title, description and address of the page (see pages.ts). */
export const HOME_META: Translated<typeof en.HOME_META> = {
  path: '/es',
  title: `${ORGANISATION_NAME} | Impulsamos cada mente`,
  description:
    'Escuelas en Texas para estudiantes con TDAH, autismo o dislexia. Una escuela de kínder a 12.º grado en The Woodlands. Una universidad en Kemah. Un campus de investigación en Dripping Springs.',
};

export const HERO: Translated<typeof en.HERO> = {
  title: MISSION_SLOGAN,
  lead: 'STEM quiere decir ciencias, tecnología, ingeniería y matemáticas. NovaLearn Institute Group planea tres campus STEM en Texas. Son para niños y jóvenes con trastorno por déficit de atención e hiperactividad (TDAH), autismo, dislexia u otras diferencias. La ayuda que necesitan es parte de cada día de clases.',
  facts: [
    `NovaLearn Academy (Campus K-12) en The Woodlands, de kínder a 12.º grado. Planeamos abrir en el ${ACADEMY_OPENING}.`,
    `Nexus STEM College (Campus Bridge) en Kemah: planeamos abrir en el ${BRIDGE_OPENING}.`,
    `ILIAS Graduate Research Institute, Dripping Springs: primer grupo de estudiantes de posgrado en ${FIRST_GRADUATE_COHORT}`,
  ],
  primaryAction: { label: 'Únase a la lista de espera K-12', to: '/es/enrollment' },
  secondaryAction: {
    label: 'Más información sobre NovaLearn Academy (K-12)',
    to: '/es/nexus-learning',
  },
  illustration: ILLUSTRATIONS.learningTogether,
};

export const FUSION_MODEL: Translated<typeof en.FUSION_MODEL> = {
  title: 'El modelo de fusión: terapia y enseñanza juntas',
  intro:
    'En la mayoría de las escuelas, la terapia se da en otro lugar, después de clases o en otro salón. En nuestras escuelas, los maestros y los terapeutas planifican juntos la semana de cada estudiante.',
  points: [
    'El apoyo, como la terapia del habla y la terapia ocupacional, es parte del día escolar.',
    'Las clases usan más de una forma de aprender: ver, escuchar, hacer y leer.',
    'Cada estudiante tiene un solo plan, escrito con la familia, que siguen todos sus maestros y terapeutas.',
    `Las clases son pequeñas: ${CLAIMS.classSize.text}.`,
  ],
  illustration: ILLUSTRATIONS.fusionModel,
};

export const GLOBAL_FIRSTS: Translated<typeof en.GLOBAL_FIRSTS> = {
  title: 'Primeros en el mundo',
  intro:
    'Hasta donde sabemos, ningún grupo de escuelas ha hecho antes todas estas cosas juntas. Planeamos ser los primeros.',
  items: [
    {
      title: 'Un solo camino desde kínder hasta el doctorado',
      text: 'Un solo grupo de escuelas para estudiantes que piensan de otra manera. Va desde el primer año de escuela hasta la investigación después de la universidad.',
    },
    {
      title: 'Terapia y STEM en un mismo plan de estudios',
      text: 'Las metas de terapia y las metas de ciencias y matemáticas se escriben en los mismos planes de clase.',
    },
    {
      title: 'Un campus con escuela y atención médica juntas',
      text: `Un campus escolar planeado con un hospital de niños. Tiene ${CLAIMS.facility.text}. Los estudiantes pueden ver a ${CLAIMS.pediatricSubspecialties.text}: médicos que tratan, cada uno, un tipo de necesidad de salud en los niños.`,
    },
  ],
};

export const CAMPUSES_SECTION: Translated<typeof en.CAMPUSES_SECTION> = {
  title: 'Tres campus',
  intro: 'Cada campus es un paso del mismo camino. Los tres están en Texas.',
  figures: [CLAIMS.facility, CLAIMS.pediatricSubspecialties, CLAIMS.futureExpansion],
};

export const PROGRAMS: Translated<typeof en.PROGRAMS> = {
  title: 'Programas',
  intro: 'Lo que los estudiantes pueden estudiar en cada campus.',
  groups: [
    {
      title: 'K-12: NovaLearn Academy',
      text: 'Seis programas STEM principales. Son computación, diseño de ingeniería, matemáticas y datos, ciencias de la vida, el medio ambiente y la tecnología creativa. Los más grandes también pueden aprender uno de tres oficios.',
      link: { label: 'Más información sobre NovaLearn Academy', to: '/es/nexus-learning' },
    },
    {
      title: 'Licenciatura: Nexus STEM College',
      text: 'Un título de asociado dura 2 años. Una licenciatura dura 4 años. Hay clases de computación, tecnología de la salud y matemáticas.',
      link: { label: 'Más información sobre Nexus STEM College', to: '/es/nexus-stem-college' },
    },
    {
      title: 'Posgrado: ILIAS Graduate Research Institute',
      text: 'Un programa de 4 años para un doctorado en investigación. Un programa de 2 años para una maestría.',
      link: { label: 'Más información sobre los programas de ILIAS', to: '/es/ilias-program' },
    },
  ],
};

export const SUPPORT_SERVICES: Translated<typeof en.SUPPORT_SERVICES> = {
  title: 'Servicios de apoyo',
  intro: 'El apoyo es parte de la escuela, no algo extra que usted tenga que pedir.',
  services: [
    {
      title: 'Un plan de aprendizaje para cada estudiante',
      text: 'Se escribe con la familia y con el estudiante, y lo revisamos juntos cada período escolar.',
    },
    {
      title: 'Salones tranquilos y espacios silenciosos',
      text: 'Salones con luz suave y poco ruido, y una sala tranquila a la que se puede ir en cualquier momento.',
    },
    {
      title: 'Ayuda para planificar',
      text: 'Le ayudamos a planear, a organizarse y a empezar las tareas, paso a paso.',
    },
    {
      title: 'Apoyo para las familias',
      text: 'Reuniones frecuentes con la familia, y una persona asignada a quien puede hacerle sus preguntas.',
    },
  ],
  financialTitle: 'Costo y ayuda económica',
  financialIntro:
    'El costo no debe decidir quién puede venir. La ayuda depende de lo que una familia puede pagar, no de las calificaciones.',
  financialClaims: [CLAIMS.needBasedAid, CLAIMS.studentsReceivingAid, CLAIMS.graduateDebt],
  giveText: 'Usted puede ayudar a pagar este apoyo y la ayuda económica con una donación.',
  giveLink: { label: 'Done a NovaLearn', to: '/es/give' },
  illustration: ILLUSTRATIONS.quietRoom,
};

export const INDUSTRY_PARTNERSHIPS: Translated<typeof en.INDUSTRY_PARTNERSHIPS> = {
  title: 'Alianzas con la industria',
  intro:
    'Los estudiantes aprenden de personas que hacen este trabajo cada día. Los aliados ofrecen prácticas, proyectos reales y mentores. También hacen investigación con nosotros.',
  claims: [CLAIMS.industryPartnersHome, CLAIMS.internships, CLAIMS.jointResearch],
  link: { label: 'Cómo formar una alianza con nosotros', to: '/es/partnership' },
};

/** Roles, not names: appointments are shown by what each person is responsible for. */
export const LEADERSHIP: Translated<typeof en.LEADERSHIP> = {
  title: 'Liderazgo',
  intro: 'Los cargos que dirigen el grupo y de qué se encarga cada uno.',
  link: { label: 'Acerca del grupo', to: '/es/about' },
  // Spanish job titles are gendered; the office ("Dirección ...") names the role, not a person.
  roles: [
    {
      title: 'Dirección general (CEO)',
      text: 'Dirige el grupo, los planes de los campus y el trabajo con los inversionistas.',
    },
    {
      title: 'Dirección académica',
      text: 'Dirige la enseñanza y el plan de estudios en los tres campus.',
    },
    {
      title: 'Dirección de alianzas clínicas',
      text: 'Dirige el trabajo con hospitales y terapeutas en el modelo de fusión.',
    },
    {
      title: 'Dirección de servicios para las familias',
      text: 'Dirige la lista de espera, las reuniones con las familias y la ayuda económica.',
    },
  ],
};

export const TIMELINE_SECTION: Translated<typeof en.TIMELINE_SECTION> = {
  title: 'Calendario',
  intro: 'Qué pasa y cuándo. Las fechas que todavía no llegan son planes.',
  illustration: ILLUSTRATIONS.campusPath,
};

export const PROJECTED_IMPACT: Translated<typeof en.PROJECTED_IMPACT> = {
  title: 'Impacto previsto',
  intro: 'Lo que esperamos que los tres campus signifiquen para las familias y para Texas.',
  claims: [
    CLAIMS.familiesNearby,
    CLAIMS.potentialBridgeStudents,
    CLAIMS.graduateEmployment,
    CLAIMS.startingSalary,
    CLAIMS.economicImpact,
  ],
};

export const JOIN_CALL: Translated<typeof en.JOIN_CALL> = {
  title: 'Únase a nosotros',
  intro: 'Elija el paso que más le convenga.',
  options: [
    {
      title: 'Únase a la lista de espera K-12',
      text: 'Para familias de estudiantes desde kínder hasta el grado 12. En el formulario, elija la pestaña del campus K-12.',
      link: { label: 'Únase a la lista de espera K-12', to: '/es/enrollment' },
    },
    {
      title: 'Únase a la lista del Campus Bridge',
      text: 'Para estudiantes que quieren un título de 2 o de 4 años. En el formulario, elija la pestaña del Campus Bridge.',
      link: { label: 'Únase a la lista del Campus Bridge', to: '/es/enrollment' },
    },
    {
      title: 'Forme una alianza con nosotros',
      text: 'Para hospitales, empresas, fundaciones e inversionistas.',
      link: { label: 'Más información sobre las alianzas', to: '/es/partnership' },
    },
  ],
  illustration: ILLUSTRATIONS.familyMeeting,
};

export const NEWS: Translated<typeof en.NEWS> = {
  title: 'Noticias',
  items: [
    {
      date: WAITING_LIST_OPENS,
      dateTime: '2025-07-07',
      title: 'La lista de espera está abierta',
      text: 'Las familias y los estudiantes ya pueden unirse a la lista de espera de NovaLearn Academy y de Nexus STEM College. Revisamos cada solicitud en un plazo de 48 horas.',
      link: { label: 'Únase a la lista de espera', to: '/es/enrollment' },
    },
    {
      date: 'enero de 2026',
      dateTime: '2026-01',
      title: 'Recorrido virtual de NovaLearn Academy',
      text: 'En un recorrido virtual usted ve los planes de NovaLearn Academy en The Woodlands. Ve los salones, los espacios tranquilos y las salas de terapia.',
      link: {
        label: 'Ver las fechas de los recorridos virtuales',
        to: '/es/contact#virtual-tours',
      },
    },
  ],
};

export const FAQ: Translated<typeof en.FAQ> = {
  title: 'Preguntas de las familias',
  questions: [
    {
      question: '¿Para quién son los campus?',
      answer: [
        'Para estudiantes que piensan de otra manera. Algunos tienen trastorno por déficit de atención e hiperactividad (TDAH). Otros tienen autismo o dislexia. Todos quieren aprender ciencias o matemáticas.',
      ],
    },
    {
      question: '¿Cuándo abren los campus?',
      answer: [
        `Está previsto que NovaLearn Academy, en The Woodlands, abra en ${ACADEMY_OPENING}. Está previsto que Nexus STEM College, en Kemah, abra en ${BRIDGE_OPENING}. El primer grupo de estudiantes de posgrado se inscribe en el campus de ILIAS, en Dripping Springs, en ${FIRST_GRADUATE_COHORT}.`,
      ],
    },
    {
      question: '¿Qué pasa después de unirnos a la lista de espera?',
      answer: [
        'Leemos su solicitud en un plazo de 48 horas. Las familias con prioridad reciben primero la invitación para inscribirse. Después planeamos con usted visitas al campus y reuniones con las familias.',
        'En la revisión, una persona de nuestro equipo de admisiones lee su solicitud y la revisa. Le volvemos a escribir por correo electrónico solo si cambia el estado de la solicitud, por ejemplo cuando le invitamos.',
        'Todas las familias empiezan con la misma prioridad. Nuestro equipo de admisiones puede subirla y anota por qué. Todavía no hemos publicado los motivos.',
        'Si cerramos una solicitud, sale de la lista de espera. El correo no dice el motivo. Escríbanos y pregúntenos por qué. Puede enviar una nueva solicitud en cualquier momento.',
      ],
    },
    {
      question: '¿Podemos pagarlo?',
      answer: [
        `Hay ${CLAIMS.needBasedAid.text}. Según nuestros planes, ${CLAIMS.studentsReceivingAid.text}, y nuestra meta es ${CLAIMS.graduateDebt.text}.`,
        'La ayuda depende de lo que su familia puede pagar. Puede preguntar por la ayuda antes de decidir nada.',
        'Todavía no tenemos el costo de la colegiatura ni de la ayuda económica. Unirse a la lista de espera es gratis y no le compromete a nada.',
      ],
    },
    {
      question: '¿De qué tamaño son las clases?',
      answer: [
        `Las clases son pequeñas: ${CLAIMS.classSize.text}. En una clase pequeña, los maestros conocen a cada estudiante y el salón está más tranquilo.`,
      ],
    },
  ],
  moreLink: { label: 'Más sobre nosotros', to: '/es/about' },
};
