import type * as en from '../pages.ts';
import type { Translated } from '../translated.ts';
import { ORGANISATION_NAME } from '../../common/organisation.ts';

export type { PageMeta } from '../pages.ts';

/** A Spanish page title: the page's own words, then the organisation name as it is. */
export const pageTitle: Translated<typeof en.pageTitle> = (page: string) =>
  `${page} | ${ORGANISATION_NAME}`;

/** La página para una dirección donde no hay ninguna: enlaza con la página de inicio en español. */
export const NOT_FOUND: Translated<typeof en.NOT_FOUND> = {
  title: 'Página no encontrada',
  text: 'No hay ninguna página en esta dirección. Puede que se haya movido o que la dirección tenga un error de escritura.',
  homeLink: { label: 'Ir a la página de inicio', to: '/es' },
};
