import type { FastifyReply } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { loggableUrl, serializeError } from './http/log-serializers.ts';

/** What the terminal line of a finished request says, the URL redacted as in the JSON log. */
function serializeReplyBriefly(reply: FastifyReply) {
  const request = reply.request;
  return {
    statusCode: reply.statusCode,
    method: request?.method,
    url: request ? loggableUrl(request) : undefined,
  };
}

type LogLine = Record<string, unknown> & {
  msg?: string;
  res?: { statusCode?: number; method?: string; url?: string };
  responseTime?: number;
};

/** `GET /api/documents/[token] 200 4 ms` for a finished request; any other message as it is. */
function terminalMessage(log: LogLine): string {
  const res = log.res;
  if (res && (log.msg === 'request completed' || log.msg === 'request errored')) {
    const ms = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : '';
    const failed = log.msg === 'request errored' ? ' (errored)' : '';
    return `${res.method ?? ''} ${res.url ?? ''} ${res.statusCode ?? ''}${ms}${failed}`;
  }
  return log.msg ?? '';
}

/**
 * The server's log: JSON lines unless a person watches a terminal (a file, a log collector, a
 * test reading a child process; always with NODE_ENV=production). In a terminal each message is
 * one readable line and each request one line when it finishes (method, matched route, status,
 * time), so the sign-in hint printed at start stays on screen. Written synchronously, so the last line before an exit
 * is never lost. Errors lose the values they quote (database errors quote what people typed).
 */
export function createLogger(options: {
  level: string;
  terminal?: boolean;
  /** Where lines go; standard output unless a test reads them. */
  destination?: DestinationStream;
}): Logger {
  const settings = { level: options.level, serializers: { err: serializeError } };
  const destination = options.destination ?? pino.destination({ sync: true });
  const terminal =
    options.terminal ?? (process.stdout.isTTY && process.env.NODE_ENV !== 'production');
  if (!terminal) return pino(settings, destination);
  return pino(
    {
      ...settings,
      serializers: { ...settings.serializers, res: serializeReplyBriefly },
      hooks: {
        // The finished request's line says all the terminal needs; its start is not repeated.
        logMethod(args, method) {
          if (args[args.length - 1] === 'incoming request') return;
          method.apply(this, args);
        },
      },
    },
    pretty({
      sync: true,
      colorize: false,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: (log) => terminalMessage(log as LogLine),
      destination,
    }),
  );
}
