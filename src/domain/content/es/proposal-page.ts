import { pageTitle } from './pages.ts';
import type * as en from '../proposal-page.ts';
import type { Translated } from '../translated.ts';

/**
 * La página de la propuesta para imprimir, en español (twin of ../proposal-page.ts). The links to
 * the admin document list and to the PDF and HTML downloads stay the same as in English.
 */

export const PROPOSAL_META: Translated<typeof en.PROPOSAL_META> = {
  path: '/es/texas-childrens-proposal',
  title: pageTitle('Propuesta de alianza con un hospital infantil (para imprimir)'),
  description:
    'La propuesta para imprimir de una alianza entre NovaLearn Institute Group y un hospital infantil de Texas. Imprímala, descargue el PDF o compártala.',
};

export const PROPOSAL_PAGE: Translated<typeof en.PROPOSAL_PAGE> = {
  title: 'Propuesta de alianza con un hospital infantil',
  lead: 'Una propuesta de alianza entre NovaLearn Institute Group y un hospital infantil de Texas. Puede imprimirla, descargarla como PDF o compartirla por correo electrónico.',
  toolbarLabel: 'Acciones de la propuesta',
  backToDocuments: { label: 'Volver a Documentos', to: '/documents' },
  print: 'Imprimir',
  share: 'Compartir con el hospital',
  /** Read by screen readers right after the button label: "…con el hospital infantil, por…". */
  shareDetail: 'infantil, por correo electrónico',
  downloadPdf: 'Descargar PDF',
  loading: 'Cargando la propuesta...',
  loadError:
    'No se pudo cargar la propuesta. Revise su conexión e intente otra vez, o descargue el PDF.',
  retry: 'Intentar otra vez',
  documentLanguageNote: 'La propuesta está en inglés, porque está escrita para el hospital.',
  summaryLink: {
    label: 'Leer un resumen breve de la alianza',
    to: '/es/texas-childrens-partnership',
  },
};

/** The same encoding as the English module: ":" and "/" stay as they are (see there). */
const encodeMailText = (text: string) =>
  encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%2F/gi, '/');

/** "Compartir con el hospital": the reader's mail program, with the page's address filled in. */
export function proposalShareHref(pageUrl: string): string {
  const subject = `${PROPOSAL_PAGE.title} de NovaLearn Institute Group`;
  const body = `Hola:\n\nAquí puede ver nuestra propuesta de alianza:\n${pageUrl}\n\nDesde esa página puede imprimirla o descargarla como PDF.\n\nAtentamente,\n`;
  return `mailto:?subject=${encodeMailText(subject)}&body=${encodeMailText(body)}`;
}
