import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error.ts';
import { readBearerToken } from '../auth/session-token.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Refuses a scrape without `Authorization: Bearer <METRICS_TOKEN>`. Both sides are hashed before
 * the constant-time comparison, so neither the length nor the content of a wrong guess changes
 * how long the answer takes.
 */
export function checkMetricsToken(authorization: string | undefined, token: string): void {
  const given = readBearerToken(authorization);
  // RFC 6750: a bearer-protected resource names the scheme it wants.
  const headers = { 'www-authenticate': 'Bearer realm="metrics"' };
  if (given === undefined) {
    throw new AppError(
      401,
      'GET /metrics needs the metrics token: send "Authorization: Bearer <METRICS_TOKEN>".',
      { headers },
    );
  }
  if (!timingSafeEqual(digest(given), digest(token))) {
    throw new AppError(
      401,
      'This metrics token is not valid: send the value of METRICS_TOKEN that the server was started with.',
      { headers },
    );
  }
}
