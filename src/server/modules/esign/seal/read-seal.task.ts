import { workerTask } from '../../../untrusted-work/worker-task.ts';
import { readSeal } from './read-seal.ts';

/** The seal of an uploaded PDF, read in the untrusted-work pool (ADR 030). */
export default workerTask((pdf: Uint8Array) => readSeal(pdf));
