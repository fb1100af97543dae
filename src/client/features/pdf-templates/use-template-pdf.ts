import { usePdfDocument } from '../../components/pdf-pages/use-pdf-document.ts';
import { readStoredToken } from '../../lib/session-storage.ts';

/**
 * A template's PDF for the editor. Staff sign in with a token, not a cookie: the PDF's request
 * carries it as every API call does.
 */
export function useTemplatePdf(url: string) {
  const token = readStoredToken();
  return usePdfDocument(url, token ? { Authorization: `Bearer ${token}` } : undefined);
}
