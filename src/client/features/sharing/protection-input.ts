import {
  linkProtectionInput,
  type LinkProtectionInput,
} from '../../../domain/sharing/link-protection.ts';
import { allowListLines } from './link-protection-words.ts';
import type { ProtectionField, ProtectionValues } from './protect-link-fields.tsx';

/**
 * The dialog's protection choices as the API takes them, or the message of each field that the
 * shared schema refuses. A wrong allow-list entry is named, so a long list is easy to fix.
 */
export function readProtection(
  values: ProtectionValues,
):
  | { input: LinkProtectionInput; errors: null }
  | { input: null; errors: Partial<Record<ProtectionField, string>> } {
  const lines = allowListLines(values.allowList);
  const input: LinkProtectionInput = {
    name: values.name.trim() || null,
    passcode: values.passcode.trim() || null,
    verifyEmail: values.verifyEmail || lines.length > 0,
    allowList: lines,
    allowDownload: values.allowDownload,
    notifyOnFirstView: values.notifyOnFirstView,
  };
  const result = linkProtectionInput.safeParse(input);
  if (result.success) return { input, errors: null };
  const errors: Partial<Record<ProtectionField, string>> = {};
  for (const issue of result.error.issues) {
    const [field, index] = issue.path;
    if (field !== 'name' && field !== 'passcode' && field !== 'allowList') continue;
    const entry = typeof index === 'number' ? lines[index] : undefined;
    errors[field] ??= entry ? `"${entry}": ${issue.message}` : issue.message;
  }
  return { input: null, errors };
}
