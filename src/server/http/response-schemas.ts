import { z } from 'zod';

/** Every error answer (error-handler.ts): a sentence, field errors for bad input, an id on 500. */
export const errorAnswer = z
  .object({
    message: z.string(),
    fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

/** Added to every route that declares its answers, so the API documents its errors too. */
export const ERROR_ANSWERS = { '4xx': errorAnswer, '5xx': errorAnswer } as const;

/** 204 and other bodiless answers. */
export const noContent = z.null().describe('No content');

/**
 * A file answer (PDF, CSV, DOCX, HTML page): written by the handler as bytes, never serialised;
 * declared so the API documents it and the route table knows the route answers something.
 */
export const fileAnswer = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});

/** Whether a route's schema declares its successful answer (any 2xx or 3xx code, or a file). */
export function declaresAnswer(response: unknown): boolean {
  if (!response || typeof response !== 'object') return false;
  return Object.keys(response).some((code) => /^[23](\d\d|xx)$/.test(code));
}
