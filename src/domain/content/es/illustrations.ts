import type * as en from '../illustrations.ts';
import type { Translated } from '../translated.ts';

/** The site's illustrations with their descriptions in Spanish (the files are the same). */
export const ILLUSTRATIONS: Translated<typeof en.ILLUSTRATIONS> = {
  learningTogether: {
    src: '/illustrations/learning-together.svg',
    width: 640,
    height: 500,
    alt: 'Una niña con orejeras arma un robot pequeño en una mesa. Un maestro se sienta a su lado y le señala el paso que sigue.',
  },
  fusionModel: {
    src: '/illustrations/fusion-model.svg',
    width: 560,
    height: 420,
    alt: 'Dos círculos que se cruzan. Uno es la terapia y la atención médica. El otro es la enseñanza de ciencias y matemáticas. Un estudiante está donde se unen.',
  },
  campusWoodlands: {
    src: '/illustrations/campus-woodlands.svg',
    width: 480,
    height: 280,
    alt: 'Un edificio escolar bajo, con ventanas grandes, entre pinos altos; una madre y su hijo suben por el camino hacia la puerta.',
  },
  campusKemah: {
    src: '/illustrations/campus-kemah.svg',
    width: 480,
    height: 280,
    alt: 'Un edificio universitario a orillas de la bahía, con un malecón de madera y un velero en el agua.',
  },
  campusDrippingSprings: {
    src: '/illustrations/campus-dripping-springs.svg',
    width: 480,
    height: 280,
    alt: 'Un edificio de investigación con una cúpula pequeña para ver el cielo. Está sobre una colina verde, entre robles y flores azules de Texas.',
  },
  campusPath: {
    src: '/illustrations/campus-path.svg',
    width: 560,
    height: 420,
    alt: 'Un camino va desde una escuela entre pinos, pasa por una universidad junto a la bahía y sube hasta un instituto de investigación en las colinas.',
  },
  quietRoom: {
    src: '/illustrations/quiet-room.svg',
    width: 560,
    height: 420,
    alt: 'Un estudiante lee en una sala tranquila, sentado en un cojín grande bajo una lámpara suave, con los audífonos alrededor del cuello.',
  },
  familyMeeting: {
    src: '/illustrations/family-meeting.svg',
    width: 560,
    height: 420,
    alt: 'Una madre y su hijo se sientan a una mesa redonda con un maestro y planifican juntos la semana en una hoja grande de papel.',
  },
  labBench: {
    src: '/illustrations/lab-bench.svg',
    width: 560,
    height: 420,
    alt: 'Dos estudiantes de la universidad trabajan en una mesa de laboratorio. Uno usa un microscopio y el otro una computadora portátil.',
  },
};
