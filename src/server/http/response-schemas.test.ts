import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import { registerErrorHandler } from './error-handler.ts';
import { createResponseSerializer } from './response-serializer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every route declares its answer', () => {
  it('has a response schema for its success, so nothing undeclared can leave', () => {
    const missing = t.app.routeTable
      .filter((route) => !route.declaresAnswer)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('documents every operation’s answer and its errors in the OpenAPI document', async () => {
    const { headers } = await signInAsNewAdmin(t);
    const doc = (await t.app.inject({ url: '/api/openapi.json', headers })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const undocumented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const codes = Object.keys(operation.responses ?? {});
          return !codes.some((code) => /^[23]/.test(code)) || !codes.includes('4XX');
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });
});

describe('the response serialiser', () => {
  const account = z.object({ id: z.string(), name: z.string(), note: z.string().nullable() });
  async function appAnswering(body: unknown, checkAnswers: boolean) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createResponseSerializer({ checkAnswers }));
    registerErrorHandler(app);
    app.get('/thing', { schema: { response: { 200: account } } }, () => body as never);
    await app.ready();
    return app;
  }

  it('writes only the declared fields: an undeclared one never leaves', async () => {
    for (const checkAnswers of [false, true]) {
      const app = await appAnswering(
        { id: 'a1', name: 'Ada', note: null, tokenHash: 'secret-hash' },
        checkAnswers,
      );
      const response = await app.inject({ url: '/thing' });
      expect(response.json()).toEqual({ id: 'a1', name: 'Ada', note: null });
      expect(response.body).not.toContain('secret-hash');
      await app.close();
    }
  });

  it('writes a null of a nullable choice inside a union, where it validates to pick the branch', async () => {
    const answer = z.discriminatedUnion('open', [
      z.object({ open: z.literal(true), method: z.enum(['none', 'email-code']).nullable() }),
      z.object({ open: z.literal(false) }),
    ]);
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(createResponseSerializer({ checkAnswers: false }));
    app.get('/choice', { schema: { response: { 200: answer } } }, () => ({
      open: true as const,
      method: null,
    }));
    await app.ready();
    const response = await app.inject({ url: '/choice' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ open: true, method: null });
    await app.close();
  });

  it('in the tests, fails an answer its schema refuses instead of sending it', async () => {
    const app = await appAnswering({ id: 'a1', name: 42, note: null }, true);
    const response = await app.inject({ url: '/thing' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });
});
