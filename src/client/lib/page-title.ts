import { DOCUMENT_MANAGER_NAME, ORGANISATION_NAME } from '../../domain/organisation.ts';

/** Browser tab titles: the page first, so tabs and screen readers lead with what differs. */
export function publicTitle(page: string): string {
  return `${page} | ${ORGANISATION_NAME}`;
}

export function adminTitle(page: string): string {
  return `${page} | ${DOCUMENT_MANAGER_NAME}`;
}
