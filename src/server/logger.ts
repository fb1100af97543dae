import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { serializeError } from './http/log-serializers.ts';

/**
 * The server's log: one readable line per message when a person watches a terminal, JSON lines
 * otherwise (a file, a log collector, a test reading a child process). Written synchronously,
 * so the last line before an exit is never lost. Errors lose the values they quote (database
 * errors quote what people typed).
 */
export function createLogger(options: {
  level: string;
  terminal?: boolean;
  /** Where lines go; standard output unless a test reads them. */
  destination?: DestinationStream;
}): Logger {
  const settings = { level: options.level, serializers: { err: serializeError } };
  const destination = options.destination ?? pino.destination({ sync: true });
  if (!(options.terminal ?? process.stdout.isTTY)) return pino(settings, destination);
  return pino(
    settings,
    pretty({
      sync: true,
      colorize: false,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      destination,
    }),
  );
}
