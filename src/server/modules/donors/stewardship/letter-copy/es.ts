import { DONOR_INTEREST_LABELS, type DonorInterest } from '../../../../../domain/crm/donors.ts';
import type { GiftFacts, LetterCopy } from './letter-copy.ts';

/**
 * The CRM's designations as they read after "para". A gift records the CRM's English label (or
 * words staff typed, which stay as typed), so the label is what is looked up.
 */
const DESIGNATIONS: Record<DonorInterest, string> = {
  k12: 'la educación de kínder a 12.º grado (K-12)',
  research: 'la investigación',
  infrastructure: 'los edificios de los campus',
  scholarships: 'las becas',
  general: 'donde más se necesite',
};
const BY_LABEL = new Map(
  Object.entries(DONOR_INTEREST_LABELS).map(([value, label]) => [
    label,
    DESIGNATIONS[value as DonorInterest],
  ]),
);

const designation = (stored: string) => BY_LABEL.get(stored) ?? stored;

const purpose = (f: GiftFacts) =>
  [
    f.campaign ? ` a la campaña ${f.campaign}` : '',
    f.designation ? ` para ${f.designation}` : '',
  ].join('');

/**
 * Spanish as donors in Texas write it (docs/glossary-es.md): "usted", short plain sentences. The
 * greeting is the one of our other Spanish mails ("Hola, Ana:"): "Estimado/a" would guess the
 * donor's gender. The receipt states exactly what the English receipt states, in the words of
 * the IRS's Spanish forms ("impuesto federal sobre los ingresos"); the EIN keeps its name.
 */
export const es: LetterCopy = {
  locale: 'es-US',
  greeting: (firstName) => `Hola, ${firstName}:`,
  closing: 'Con gratitud,',
  pageOf: (page, count) => `Página ${page} de ${count}`,
  designation,
  manageGiving: (url) =>
    `Para ver sus donaciones, descargar un resumen anual o cambiar una donación mensual, pida su enlace privado aquí: ${url}`,
  acknowledgment: {
    title: 'Agradecimiento por su donación',
    subject: (kind, organisation) =>
      kind === 'pledge'
        ? `Gracias por su compromiso de donación a ${organisation}`
        : `Gracias por su donación a ${organisation}`,
    gift: (f) => `Gracias por su donación de ${f.amount}${purpose(f)}. La recibimos el ${f.date}.`,
    pledge: (f) =>
      `Gracias por su compromiso de donar ${f.amount}${purpose(f)}, hecho el ${f.date}. ` +
      `Lo pagará en ${f.installmentCount === 1 ? 'un solo pago' : `${f.installmentCount} pagos`}. ` +
      'Al final del año le enviaremos un resumen de sus pagos.',
    tribute: (kind, name) =>
      `Su donación es ${kind === 'honour' ? 'en honor de' : 'en memoria de'} ${name}.`,
    mission:
      'Su apoyo nos ayuda a crear escuelas para estudiantes neurodivergentes. Allí aprenden y crecen en las ciencias, en la tecnología, en la ingeniería y en las matemáticas.',
  },
  tributeNotice: {
    subject: (kind, honoree) =>
      `Una donación ${kind === 'honour' ? 'en honor de' : 'en memoria de'} ${honoree}`,
    made: ({ kind, honoree, donor, organisation }) =>
      `${donor} hizo una donación a ${organisation} ${kind === 'honour' ? 'en honor de' : 'en memoria de'} ${honoree} y nos pidió que se lo hiciéramos saber.`,
    condolence: 'Lamentamos mucho su pérdida.',
    mission:
      'La donación nos ayuda a crear escuelas para estudiantes neurodivergentes. Allí aprenden y crecen en las ciencias, en la tecnología, en la ingeniería y en las matemáticas.',
  },
  statement: {
    title: 'Resumen de donaciones',
    subject: (organisation) => `Su resumen de donaciones de ${organisation}`,
    range: (from, to) => `del ${from} al ${to}`,
    heading: (range) => `Resumen de donaciones ${range}`,
    none: (range) => `No tenemos ninguna donación suya registrada ${range}.`,
    some: (range) =>
      `Gracias por su generosidad. Estas son las donaciones que recibimos de usted ${range}:`,
    designation: (stored) => `para ${designation(stored)}`,
    receivedInReturn: (description, value) =>
      `usted recibió ${description} (valor estimado: ${value})`,
    total: (amount) => `Total: ${amount}`,
  },
  receipt: {
    heading: 'Recibo para sus registros de impuestos',
    received: (organisation, amount, date) =>
      `${organisation} recibió su contribución de ${amount} el ${date}.`,
    noGoods: 'No se proporcionaron bienes ni servicios a cambio de esta contribución.',
    goods: ({ description, value, deductible }) =>
      `A cambio de esta contribución, usted recibió ${description}, con un valor estimado de ` +
      `buena fe de ${value}. La cantidad que usted puede deducir para fines del impuesto federal ` +
      `sobre los ingresos se limita a la parte de la contribución que supera ese valor: ${deductible}.`,
    keepThisLetter: 'Por favor, guarde esta carta con sus registros de impuestos.',
    statementReceived: (organisation) =>
      `${organisation} recibió las contribuciones de la lista de arriba.`,
    statementSomeGoods:
      'Si una donación de la lista indica lo que usted recibió a cambio, con su valor estimado de buena fe, para fines del impuesto federal sobre los ingresos usted solo puede deducir la parte de esa donación que supera ese valor. No se proporcionaron bienes ni servicios a cambio de las demás contribuciones.',
    statementNoGoods: 'No se proporcionaron bienes ni servicios a cambio de estas contribuciones.',
  },
};
