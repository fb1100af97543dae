import { StripeApiError } from './stripe-api-error.ts';

export type FormValue = string | FormObject;
export type FormObject = { [key: string]: FormValue };

/**
 * Stripe's request encoding: form fields whose names nest with brackets
 * (`line_items[0][price_data][unit_amount]=5000`), as the stripe package writes them. Lists stay
 * objects keyed "0", "1"... here: only the reader of a field knows whether `metadata[0]` is a
 * list entry or a metadata key named "0".
 */
export function parseFormBody(raw: string): FormObject {
  const root: FormObject = {};
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = decodeFormComponent(separator === -1 ? pair : pair.slice(0, separator));
    const value = separator === -1 ? '' : decodeFormComponent(pair.slice(separator + 1));
    setPath(root, splitFieldName(name), value, name);
  }
  return root;
}

function decodeFormComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw new StripeApiError(400, { message: `Invalid URL encoding: ${text}` });
  }
}

/** "a[b][0]" → ["a", "b", "0"]; a name without well-formed brackets is one plain key. */
function splitFieldName(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return [name];
  const nested = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!);
  return [match[1]!, ...nested];
}

function setPath(root: FormObject, path: string[], value: string, fieldName: string): void {
  let node = root;
  for (const key of path.slice(0, -1)) {
    const next = node[key] ?? {};
    // Stripe's words when a field is sent both as a value and as a hash (`a=1&a[b]=2`).
    if (typeof next === 'string') {
      throw new StripeApiError(400, { message: 'Invalid hash', param: fieldName });
    }
    node[key] = next;
    node = next;
  }
  const last = path[path.length - 1]!;
  if (typeof node[last] === 'object') {
    throw new StripeApiError(400, { message: 'Invalid hash', param: fieldName });
  }
  node[last] = value;
}
