import type { FormObject, FormValue } from './form-body.ts';
import { invalidParam, missingParam, unknownParam } from './stripe-api-error.ts';

/**
 * Readers for one level of a parsed form, refusing what Stripe refuses with Stripe's codes, so a
 * misspelt or mistyped parameter fails in our tests as it would against Stripe. `prefix` is the
 * bracketed path of the level ("line_items[0][price_data]"), which Stripe names in `param`.
 */
export const paramName = (prefix: string, key: string) => (prefix ? `${prefix}[${key}]` : key);

export function rejectUnknownParams(form: FormObject, allowed: readonly string[], prefix = '') {
  const unknown = Object.keys(form).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw unknownParam(paramName(prefix, unknown));
}

export function readString(form: FormObject, key: string, prefix = ''): string | undefined {
  const value = form[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') {
    throw invalidParam(paramName(prefix, key), 'Invalid string: an object was given.');
  }
  return value;
}

export function requireString(form: FormObject, key: string, prefix = ''): string {
  const value = readString(form, key, prefix);
  if (value === undefined || value === '') throw missingParam(paramName(prefix, key));
  return value;
}

export function readInteger(form: FormObject, key: string, prefix = ''): number | undefined {
  const value = readString(form, key, prefix);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) {
    throw invalidParam(
      paramName(prefix, key),
      `Invalid integer: ${value}`,
      'parameter_invalid_integer',
    );
  }
  return Number(value);
}

/** A nested hash; Stripe reads an empty string as "not given" (its `Emptyable` fields). */
export function readHash(form: FormObject, key: string, prefix = ''): FormObject | undefined {
  const value = form[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') throw invalidParam(paramName(prefix, key), 'Invalid object');
  return value;
}

/** A list sent as `key[0][...]`, `key[1][...]`: the entries in index order. */
export function readList(form: FormObject, key: string, prefix = ''): FormValue[] | undefined {
  const hash = readHash(form, key, prefix);
  if (!hash) return undefined;
  const indexes = Object.keys(hash);
  if (!indexes.every((index) => /^\d+$/.test(index))) {
    throw invalidParam(paramName(prefix, key), 'Invalid array');
  }
  return indexes.sort((a, b) => Number(a) - Number(b)).map((index) => hash[index]!);
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. */
export function readMetadata(form: FormObject, key: string, prefix = ''): Record<string, string> {
  const hash = readHash(form, key, prefix) ?? {};
  const name = paramName(prefix, key);
  const entries = Object.entries(hash);
  if (entries.length > 50) {
    throw invalidParam(name, 'Invalid metadata: metadata can have up to 50 keys.');
  }
  const metadata: Record<string, string> = {};
  for (const [metadataKey, value] of entries) {
    if (typeof value !== 'string')
      throw invalidParam(paramName(name, metadataKey), 'Invalid string');
    if (metadataKey.length > 40) {
      throw invalidParam(name, `Metadata keys can have up to 40 characters: ${metadataKey}`);
    }
    if (value.length > 500) {
      throw invalidParam(
        paramName(name, metadataKey),
        'Metadata values can have up to 500 characters.',
      );
    }
    // An empty value unsets a key in Stripe, so it never appears in the object.
    if (value !== '') metadata[metadataKey] = value;
  }
  return metadata;
}
