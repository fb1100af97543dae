import type { FastifyReply } from 'fastify';

/** A download's Content-Disposition: the plain name for old clients, the UTF-8 one for the rest. */
export const attachmentHeader = (filename: string) =>
  `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** A CSV download (UTF-8, with its header row) under `filename`. */
export const sendCsv = (reply: FastifyReply, filename: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8; header=present')
    .header('content-disposition', attachmentHeader(filename))
    .send(csv);
