import { workerTask } from '../../untrusted-work/worker-task.ts';
import { zipPartNames } from './zip-part-names.ts';

/** Word writes a few dozen parts; an index of thousands is no document a family scanned. */
const MAX_WORD_PARTS = 1000;
const WORD_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/**
 * Whether a ZIP archive is a Word (.docx) file: its index names the package's content types and
 * the main document part. Read in the untrusted-work pool (ADR 030): only the index is read,
 * nothing is unpacked, and the pool's heap and time limits hold whatever the index claims.
 */
export default workerTask((file: Uint8Array): boolean => {
  const names = zipPartNames(
    Buffer.from(file.buffer, file.byteOffset, file.byteLength),
    MAX_WORD_PARTS,
  );
  return names !== null && WORD_PARTS.every((part) => names.includes(part));
});
