import { workerTask } from '../../../untrusted-work/worker-task.ts';
import { readDonorCsv } from './read-donor-csv.ts';

/** A donor CSV, parsed and validated row by row in the untrusted-work pool (ADR 030). */
export default workerTask((text: string) => readDonorCsv(text));
