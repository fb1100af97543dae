import type { LearningModule } from '../../learning/learning.ts';

/**
 * The six sample modules of the learner dashboard (public spec §2 "Learner dashboard", §3), in
 * Spanish, speaking to the learner as "tú". Ids, categories, levels and figures are the English
 * module's; the first three are the recommended path, so their order matters.
 */
export const LEARNING_MODULES: readonly LearningModule[] = [
  {
    id: 'fraction-pizza-lab',
    title: 'Laboratorio de fracciones con pizza',
    description:
      'Corta, comparte y compara pizzas de papel para ver qué son las mitades, los tercios y los cuartos.',
    category: 'math',
    gradeLevel: '4.º grado',
    difficulty: 'developing',
    duration: 45,
    progress: 100,
    modalities: ['visual', 'kinesthetic'],
    adaptations: [
      'Pasos con imágenes para cada tarea',
      'Rondas cortas con una pausa entre cada una',
    ],
    accommodations: ['Tiempo adicional', 'Se permite la calculadora para revisar'],
    standards: ['TEKS 4.3A', 'TEKS 4.3C'],
    neuroType: 'TDAH',
    completed: true,
  },
  {
    id: 'simple-machines',
    title: 'Taller de máquinas simples',
    description:
      'Construye una palanca, una polea y una rampa, y después búscalas en el mundo que te rodea.',
    category: 'engineering',
    gradeLevel: '4.º grado',
    difficulty: 'foundational',
    duration: 60,
    progress: 60,
    modalities: ['kinesthetic', 'visual'],
    adaptations: ['Movimiento en cada paso', 'Primero construir, después leer'],
    accommodations: ['Instrucciones leídas en voz alta', 'Mesa para trabajar de pie'],
    standards: ['TEKS 4.6D'],
    neuroType: 'TDAH',
    completed: false,
  },
  {
    id: 'robot-patterns',
    title: 'Patrones de programación con robots',
    description:
      'Enséñale a un robot pequeño a repetir un baile, y luego encuentra el patrón que lo hace más corto.',
    category: 'technology',
    gradeLevel: '4.º grado',
    difficulty: 'developing',
    duration: 40,
    progress: 0,
    modalities: ['visual', 'kinesthetic'],
    adaptations: ['Programación con bloques e imágenes', 'Una idea nueva a la vez'],
    accommodations: ['Texto a voz', 'Audífonos con cancelación de ruido'],
    standards: ['TEKS 4.1A', 'CSTA 1B-AP-10'],
    neuroType: 'Dislexia',
    completed: false,
  },
  {
    id: 'pond-field-journal',
    title: 'Diario de campo del estanque',
    description:
      'Observa un estanque en cuatro visitas y anota lo que vive allí con dibujos y grabaciones de audio.',
    category: 'science',
    gradeLevel: '4.º grado',
    difficulty: 'proficient',
    duration: 90,
    progress: 100,
    modalities: ['visual', 'auditory', 'kinesthetic'],
    adaptations: [
      'Notas de audio en lugar de notas escritas',
      'Lista de verificación para cada visita',
    ],
    accommodations: ['Tiempo adicional', 'Una persona que escribe por ti'],
    standards: ['TEKS 4.9A', 'TEKS 4.9B'],
    neuroType: 'Dislexia',
    completed: true,
  },
  {
    id: 'feelings-detectives',
    title: 'Detectives de emociones',
    description:
      'Observa caras, voces y lenguaje corporal en videos cortos, y luego practica qué decir con juegos de roles.',
    category: 'social',
    gradeLevel: '4.º grado',
    difficulty: 'foundational',
    duration: 25,
    progress: 25,
    modalities: ['visual', 'auditory'],
    adaptations: ['Videos tranquilos y previsibles', 'Puedes elegir entre mirar o actuar'],
    accommodations: ['Pausas cuando las pidas', 'Grupo pequeño de cuatro'],
    standards: ['CASEL: Conciencia social'],
    neuroType: 'Autismo',
    completed: false,
  },
  {
    id: 'big-project-planner',
    title: 'Planear proyectos grandes',
    description:
      'Divide un proyecto para la feria de ciencias en pasos pequeños, con una línea de tiempo que puedes ver.',
    category: 'cognitive',
    gradeLevel: '4.º grado',
    difficulty: 'developing',
    duration: 30,
    progress: 0,
    modalities: ['visual', 'auditory'],
    adaptations: ['Línea de tiempo visual', 'Revisión diaria con un maestro'],
    accommodations: ['Plazos divididos en entregas parciales', 'Recordatorios en la tableta'],
    standards: ['CASEL: Autogestión'],
    neuroType: 'Función ejecutiva',
    completed: false,
  },
];
