import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../domain/common/i18n.ts';
import { documentDownloadFilename } from '../../../domain/documents/rules.ts';
import { sharedPdfFilename } from '../../../domain/sharing/shared-download.ts';
import { saveBlob } from '../../lib/download-file.ts';
import { apiRequest } from '../../lib/api-request.ts';
import { sharedActivityUrl, sharedDocumentUrl } from './api.ts';
import { visitorPassHeaders } from './visitor-pass.ts';

export type DownloadFormat = 'word' | 'pdf';

const FILES: Record<DownloadFormat, { path: string; name: (title: string) => string }> = {
  word: { path: '/download', name: documentDownloadFilename },
  pdf: { path: '/download.pdf', name: sharedPdfFilename },
};

/**
 * A plain link cannot carry the visitor's pass, and fetching first lets a failed download (a
 * link deactivated meanwhile, downloads turned off) show a message instead of an error page,
 * and names the file by the spec's rule whatever the browser makes of the header. The server
 * stamps the copy with the visitor's address, in the page's language.
 */
async function downloadSharedDocument(options: {
  token: string;
  title: string;
  format: DownloadFormat;
  language: Locale;
}) {
  const { token, title, format, language } = options;
  const query = new URLSearchParams({ language }).toString();
  const res = await apiRequest(
    'GET',
    `${sharedDocumentUrl(token)}${FILES[format].path}?${query}`,
    undefined,
    visitorPassHeaders(token),
  );
  saveBlob(await res.blob(), FILES[format].name(title));
}

export function useDownloadSharedDocument(token: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; format: DownloadFormat; language: Locale }) =>
      downloadSharedDocument({ token, ...input }),
    // The server records each download in the activity list.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [sharedActivityUrl(documentId, token)] }),
  });
}
