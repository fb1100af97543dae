import fc from 'fast-check';
import { hostileValue } from './hostile-values.ts';

/**
 * The subset of JSON Schema that fastify-type-provider-zod writes into the OpenAPI document for
 * our zod schemas. Refinements (a date that exists, a known partner) are not in it, which is the
 * point: values that pass the shape but not the rules are where servers break.
 */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
};

const clampInt = (value: number) => Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, value));

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') {
    // From year 0 on: PostgreSQL cannot store year 0, JavaScript can.
    const range = { min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z') };
    return fc.date({ ...range, noInvalidDate: true }).map((date) => date.toISOString());
  }
  const maxLength = Math.min(schema.maxLength ?? 60, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern), { maxLength: 200 });
    return schema.maxLength ? matching.map((text) => text.slice(0, schema.maxLength)) : matching;
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31 - 1;
  // The bounds themselves are what overflow columns, so they come up often.
  return fc.oneof(
    fc.integer({ min: clampInt(min), max: clampInt(max) }),
    fc.constantFrom(min, max),
  );
}

function objectValue(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, validValue(property)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** Values that match the schema's shape (type, enum, length, pattern, bounds). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map(validValue));
    switch (schema.type) {
      case 'string':
        return stringValue(schema);
      case 'integer':
        return integerValue(schema);
      case 'number':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const maxLength = Math.min(schema.maxItems ?? 4, 4);
        const minLength = Math.min(schema.minItems ?? 0, maxLength);
        return fc.array(validValue(schema.items ?? {}), { minLength, maxLength });
      }
      case 'object':
        return objectValue(schema);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(base, { freq: 4 }) : base;
}

/**
 * A valid-shaped object with one thing broken: a field replaced by a hostile value, a required
 * field dropped, or an unexpected key added. Non-object schemas get a hostile value instead.
 */
export function mutatedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (schema.type !== 'object' || keys.length === 0) return hostileValue;
  return fc
    .tuple(
      objectValue(schema),
      fc.constantFrom(...keys),
      fc.constantFrom('replace', 'drop', 'extra'),
      hostileValue,
    )
    .map(([value, key, how, hostile]) => {
      const copy: Record<string, unknown> = { ...value };
      if (how === 'replace') copy[key] = hostile;
      else if (how === 'drop') delete copy[key];
      else copy[`${key}Extra`] = hostile;
      return copy;
    });
}
