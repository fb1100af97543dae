import pino from 'pino';

/**
 * A logger that keeps what the app logs about failed requests, so a fuzz failure report can say
 * which error a 5xx came from (the answer itself rightly says nothing about it).
 */
export function captureErrors() {
  const errors = new Map<string, string>();
  const logger = pino(
    { level: 'error' },
    {
      write(line: string) {
        const entry = JSON.parse(line) as {
          reqId?: string;
          err?: { type?: string; message?: string };
        };
        if (entry.reqId && entry.err)
          errors.set(entry.reqId, `${entry.err.type}: ${entry.err.message}`);
      },
    },
  );
  return { logger, errorOf: (requestId: string) => errors.get(requestId) };
}
