import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import { bigint, customType } from 'drizzle-orm/pg-core';

/**
 * Binary column. node-postgres reads bytea as a Buffer and PGlite as a Uint8Array; a Buffer is a
 * Uint8Array, and both drivers accept one on write, so no conversion is needed.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

// Money is integer cents (bigint, read as a JS number: exact up to $90 trillion). The spec's
// totalGiven / amount / goal / raised are text or unspecified; we store cents and format at the edge.
export const cents = (name: string) => bigint(name, { mode: 'number' });

// drizzle-kit writes a CHECK constraint from the SQL text alone and drops bind parameters, so the
// allowed values are inlined as quoted literals. They come from our own `as const` arrays.
const literals = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/** `column in (...)`: the database rejects any value outside a domain enum (NULL passes). */
export const isOneOf = (column: Column, values: readonly string[]): SQL =>
  sql`${column} in (${literals(values)})`;

/** Every element of a text[] column is one of the values. */
export const areAllOneOf = (column: Column, values: readonly string[]): SQL =>
  sql`${column} <@ array[${literals(values)}]::text[]`;

/**
 * `"table"."column"`. drizzle writes a bare `"id"` for columns of a one-table select, which inside
 * a correlated subquery would name the subquery's own column; this keeps the outer one.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
