import type * as en from '../family-papers.ts';
import {
  MAX_ENTRY_PAPER_BYTES,
  MAX_ENTRY_PAPERS,
  MAX_PAPER_BYTES,
  PAPER_KIND_LABELS,
} from '../../family-papers/papers.ts';
import type { Translated } from '../translated.ts';

/** La sección "Documentos" de la página privada de estado, en español. */

const FILE_MB = MAX_PAPER_BYTES / (1024 * 1024);
const ENTRY_MB = MAX_ENTRY_PAPER_BYTES / (1024 * 1024);

export const PAPERS_TITLE: Translated<typeof en.PAPERS_TITLE> = 'Documentos sobre su hijo o hija';
export const PAPERS_LEAD: Translated<typeof en.PAPERS_LEAD> =
  'Puede enviarnos documentos que nos ayuden a conocer a su hijo o hija, como una evaluación, un IEP o un plan 504. Solo nuestro equipo de admisiones los lee.';
export const PAPERS_LIMITS: Translated<typeof en.PAPERS_LIMITS> =
  `Envíe un PDF, una foto (JPEG, PNG o HEIC) o un archivo de Word. Cada archivo puede tener hasta ${FILE_MB} MB. Puede enviar ${MAX_ENTRY_PAPERS} archivos y ${ENTRY_MB} MB en total.`;

export const KIND_LABELS: Translated<typeof en.KIND_LABELS> = PAPER_KIND_LABELS.es;

export const UPLOAD_FORM: Translated<typeof en.UPLOAD_FORM> = {
  kindLabel: '¿Qué tipo de documento es?',
  kindPlaceholder: 'Elija una opción',
  fileLabel: 'Archivo',
  fileHint: 'Un PDF, una foto o un archivo de Word.',
  submit: 'Enviar el documento',
  pending: 'Enviando...',
  received: (filename) => `Recibimos ${filename}.`,
};

export const roomNote: Translated<typeof en.roomNote> = (files, size) =>
  files === 1
    ? `Puede enviar 1 archivo más, de hasta ${size}.`
    : `Puede enviar ${files} archivos más, hasta ${size} en total.`;

export const CLOSED_NOTE: Translated<typeof en.CLOSED_NOTE> =
  'Esta solicitud está cerrada, así que no puede enviar documentos nuevos.';
export const FULL_NOTE: Translated<typeof en.FULL_NOTE> =
  'Ya envió todos los documentos que podemos recibir. Para enviar otro, primero quite uno que todavía no hemos leído.';

export const PAPER_LIST: Translated<typeof en.PAPER_LIST> = {
  title: 'Lo que recibimos',
  empty: 'Todavía no hemos recibido documentos.',
  loading: 'Cargando sus documentos...',
  loadFailed: 'No pudimos cargar sus documentos. Intente de nuevo.',
  retry: 'Intentar de nuevo',
  kind: 'Tipo',
  size: 'Tamaño',
  received: 'Fecha en que lo recibimos',
  state: 'Leído por nosotros',
  reviewed: 'Sí, nuestro equipo de admisiones ya lo leyó',
  notReviewed: 'Todavía no',
};

export const REMOVE_PAPER: Translated<typeof en.REMOVE_PAPER> = {
  button: 'Quitar',
  buttonLabel: (filename) => `Quitar ${filename}`,
  title: (filename) => `¿Quitar ${filename}?`,
  description:
    'Nuestro equipo de admisiones no verá este documento. Si lo necesita, puede enviarlo otra vez más tarde.',
  confirm: 'Sí, quitarlo',
  cancel: 'Dejarlo',
  pending: 'Quitando...',
  removed: (filename) => `Quitamos ${filename}.`,
};

export const ERROR_SUMMARY_TITLE: Translated<typeof en.ERROR_SUMMARY_TITLE> =
  'No enviamos el documento';

export const PAPER_MESSAGES: Translated<typeof en.PAPER_MESSAGES> = {
  chooseFile: 'Elija un archivo para enviar.',
  chooseKind: 'Elija qué tipo de documento es.',
  emptyFile:
    'Este archivo está vacío. Ábralo en su equipo para revisarlo, guárdelo otra vez y envíe la copia nueva.',
  notAccepted:
    'Este archivo no es un PDF, JPEG, PNG, HEIC ni un archivo de Word. Guárdelo como PDF, o tome una foto del documento, y envíe eso.',
  fileTooLarge: `Este archivo tiene más de ${FILE_MB} MB. Envíe una copia más pequeña, por ejemplo un PDF con menos páginas o una foto más pequeña.`,
  wordTooHard: 'No pudimos abrir este archivo de Word. Guárdelo como PDF y envíe eso.',
  noRoom: (left) =>
    `Este archivo no cabe. Puede enviar ${left} más en total. Quite un documento que ya no necesite, o envíe una copia más pequeña.`,
  tooManyFiles: `Ya envió ${MAX_ENTRY_PAPERS} archivos, el máximo que podemos recibir. Quite uno que todavía no hemos leído y luego envíe el nuevo.`,
  alreadySent: 'Ya nos envió este mismo archivo. Está en la lista de abajo.',
  alreadyReviewed:
    'Nuestro equipo de admisiones ya leyó este documento, así que no se puede quitar. Si tiene un error, escríbanos.',
  notFound: 'Este documento ya no está en su lista. Tal vez ya lo quitó.',
  closed: 'Esta solicitud está cerrada, así que no puede enviar documentos nuevos.',
  brokenForm: 'El archivo no llegó completo. Elíjalo otra vez y envíelo de nuevo.',
  oneFile: 'Envíe un archivo a la vez.',
  failed: 'No pudimos enviar el documento. Intente de nuevo en unos minutos.',
};
