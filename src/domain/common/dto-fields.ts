import { z } from 'zod';

/**
 * Building blocks of the answer (DTO) schemas: the API's JSON carries times as ISO 8601 strings
 * in UTC (Date.toISOString) and calendar days as YYYY-MM-DD.
 */
export const isoDateTime = z.iso.datetime();
export const isoDate = z.iso.date();
export const uuid = z.uuid();
