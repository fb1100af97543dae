import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-values.ts';

/** One method + URL of the app, with the input schemas the fuzzer can aim at. */
export type CatalogRoute = {
  method: string;
  url: string;
  isPublic: boolean;
  /** Names of the path parameters, in order (`/api/documents/:id` → ["id"]). */
  params: string[];
  /** Query parameters by name, when the route declares any. */
  query: Record<string, JsonSchema>;
  /** The JSON body schema, when the route declares one. */
  body: JsonSchema | undefined;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * Every route Fastify knows (the same table the route-guard test walks), joined with its schemas
 * from the OpenAPI document, which is generated from the zod schemas that validate requests.
 * Routes hidden from the docs, or without schemas, are still listed: they get blind inputs.
 */
export async function listRoutes(app: FastifyInstance): Promise<CatalogRoute[]> {
  await app.ready();
  const document = app.swagger() as unknown as OpenApiDocument;
  return app.routeTable.map((route) => {
    const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    // HEAD twins are documented under GET.
    const method = route.method === 'HEAD' ? 'get' : route.method.toLowerCase();
    const operation = document.paths[openApiPath]?.[method] ?? {};
    const query = Object.fromEntries(
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, parameter.schema]),
    );
    return {
      method: route.method,
      url: route.url,
      isPublic: route.isPublic,
      params: [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!),
      query,
      body: operation.requestBody?.content?.['application/json']?.schema,
    };
  });
}

/** The URL with each `:name` replaced by the given (already escaped) segment. */
export function fillPath(url: string, segments: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_match, name: string) => segments[name] ?? 'missing');
}
