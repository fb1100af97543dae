import { apiRequest } from './api-request.ts';

/**
 * The name in `Content-Disposition`: the UTF-8 `filename*` when present (titles may have
 * accents), else the plain `filename`, else null.
 */
export function readDispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** Hands the browser a blob as a download, through a temporary <a download>. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Admin downloads need the Bearer header, so a plain link cannot fetch them: the file is read
 * through apiRequest (failures reject with its usual "<status>: <body>" error) and saved under
 * the server's file name, or `fallbackFilename` when the answer names none.
 */
export async function downloadFile(url: string, fallbackFilename: string): Promise<void> {
  const res = await apiRequest('GET', url);
  const filename = readDispositionFilename(res.headers.get('Content-Disposition'));
  saveBlob(await res.blob(), filename ?? fallbackFilename);
}
