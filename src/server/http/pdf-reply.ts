import type { FastifyReply } from 'fastify';
import { attachmentHeader } from './attachment.ts';

/** Sends a PDF as a download under `filename` (ASCII fallback plus the UTF-8 form). */
export function sendPdf(reply: FastifyReply, filename: string, data: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentHeader(filename))
    .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
}
