import { randomInt } from 'node:crypto';

/**
 * An address for one more visitor, sent as X-Forwarded-For (the e2e server trusts the proxy
 * header). The public forms and links are limited per address and per hour, and the e2e files
 * share one server: setting up journeys from a single address would use up the limit that a
 * later file's family needs. Random rather than counted, because every file starts its own
 * count.
 */
export function anotherVisitorAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}
