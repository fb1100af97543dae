import { ORGANISATION_NAME } from '../../domain/common/organisation.ts';

/** Browser tab titles: the page first, so tabs and screen readers lead with what differs. */
export function publicTitle(page: string): string {
  return `${page} | ${ORGANISATION_NAME}`;
}

/**
 * Admin pages name whose staff area they are, not "NDA Document Manager": the same area holds the
 * waiting list, the CRM and the learning platform.
 */
export function adminTitle(page: string): string {
  return `${page} | ${ORGANISATION_NAME} Admin`;
}
