import { AppError } from '../../../http/app-error.ts';
import { untrustedTask } from '../../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../../untrusted-work/untrusted-work-pool.ts';
import type flattenFields from './flatten-fields.task.ts';
import type { FlattenInput } from './flatten-fields.task.ts';

const FLATTEN_FIELDS = untrustedTask<typeof flattenFields>(
  import.meta.url,
  './flatten-fields.task',
  (passed) =>
    new AppError(
      422,
      `One of the PDFs needs ${passed} to fill in and seal, far more than a signed paper does, ` +
        'so its signed copy could not be made. Ask the sender to upload a simpler copy of it.',
    ),
);

/**
 * A partner's PDF with the signers' values drawn in their fields and sealed, made in the
 * untrusted-work pool (ADR 030, ADR 050). The input crosses to the worker by structured clone:
 * the PDF, the PNGs and the seal's .p12 as Uint8Array, the signing time as a Date.
 */
export async function flattenAndSeal(
  pool: UntrustedWorkPool,
  input: FlattenInput,
): Promise<Uint8Array> {
  return pool.run(FLATTEN_FIELDS, input);
}
