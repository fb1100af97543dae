import type { Locale } from '../../../domain/common/i18n.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { signedCopyUrl } from './api.ts';
import { SIGNING_COPY } from './signing-copy.ts';

/**
 * The signer's copy of the signed PDF. A plain link: the route is public, and the server names
 * the file and answers a clear message once the copy is no longer offered.
 */
export function SignedCopyLink({ token, language }: { token: string; language: Locale }) {
  return (
    <a href={signedCopyUrl(token)} download className={buttonClassName('primary', 'w-fit')}>
      {SIGNING_COPY[language].DOWNLOAD_SIGNED_COPY}
    </a>
  );
}
