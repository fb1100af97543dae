import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import { readDocusignError } from './docusign-errors.ts';
import type { DocusignSession } from './docusign-session.ts';
import type { EnvelopeDefinition } from './envelope-definition.ts';
import { docusignEnvelope, type DocusignEnvelope } from './status-map.ts';

const envelopeSummary = z.object({
  envelopeId: z.string().min(1),
  status: z.string(),
  statusDateTime: z.string().optional(),
});
export type EnvelopeSummary = z.infer<typeof envelopeSummary>;

/** The four eSignature REST v2.1 calls we make, under the account's base URI. */
export function createDocusignClient(options: { session: DocusignSession }) {
  const { session } = options;

  async function request(call: {
    method: string;
    path: string;
    body?: unknown;
    accept: string;
    action: string;
  }): Promise<Response> {
    const url = `${await session.accountUrl()}${call.path}`;
    const response = await session.fetchWithToken(url, {
      method: call.method,
      headers: {
        accept: call.accept,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    if (!response.ok) throw await readDocusignError(response, call.action);
    return response;
  }

  async function requestJson<T>(
    schema: z.ZodType<T>,
    call: Parameters<typeof request>[0],
  ): Promise<T> {
    const response = await request(call);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) {
      throw new AppError(
        502,
        `DocuSign answered in a way we cannot read when asked to ${call.action}.`,
      );
    }
    return parsed.data;
  }

  const envelopePath = (envelopeId: string) => `/envelopes/${encodeURIComponent(envelopeId)}`;

  return {
    createEnvelope: (definition: EnvelopeDefinition): Promise<EnvelopeSummary> =>
      requestJson(envelopeSummary, {
        method: 'POST',
        path: '/envelopes',
        body: definition,
        accept: 'application/json',
        action: 'send this document for signature',
      }),

    getEnvelope: (envelopeId: string): Promise<DocusignEnvelope> =>
      requestJson(docusignEnvelope, {
        method: 'GET',
        path: envelopePath(envelopeId),
        accept: 'application/json',
        action: "show this envelope's status",
      }),

    async voidEnvelope(envelopeId: string, reason: string): Promise<void> {
      const response = await request({
        method: 'PUT',
        path: envelopePath(envelopeId),
        body: { status: 'voided', voidedReason: reason },
        accept: 'application/json',
        action: 'void this envelope',
      });
      await response.body?.cancel();
    },

    async downloadCombined(envelopeId: string): Promise<Uint8Array> {
      const response = await request({
        method: 'GET',
        // Without certificate=true DocuSign leaves the certificate of completion out, and the
        // copy we keep (and its hash) is kept for good.
        path: `${envelopePath(envelopeId)}/documents/combined?certificate=true`,
        accept: 'application/pdf',
        action: 'hand over the signed document',
      });
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

export type DocusignClient = ReturnType<typeof createDocusignClient>;
