import JSZip from 'jszip';
import { workerTask } from '../../untrusted-work/worker-task.ts';

/** Word writes a few dozen parts; an index of thousands is no document a family scanned. */
const MAX_WORD_PARTS = 1000;
const WORD_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/**
 * Whether a ZIP archive is a Word (.docx) file: its index (read by JSZip, which unpacks a part
 * only when asked, and nothing is asked) names the package's content types and the main document
 * part. Runs in the untrusted-work pool (ADR 030), whose heap and time limits hold whatever the
 * index claims; an archive JSZip cannot read is not a Word file.
 */
export default workerTask(async (file: Uint8Array): Promise<boolean> => {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(file, { checkCRC32: false });
  } catch {
    return false;
  }
  const names = Object.keys(zip.files);
  return names.length <= MAX_WORD_PARTS && WORD_PARTS.every((part) => names.includes(part));
});
