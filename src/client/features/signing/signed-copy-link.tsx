import type { Locale } from '../../../domain/common/i18n.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { signedCopyUrl, signedDocumentUrl } from './api.ts';
import { SIGNING_COPY } from './signing-copy.ts';

/**
 * The signer's copy of the signed PDF, and of each partner PDF of the envelope (ADR 050), each
 * then named by its title. Plain links: the routes are public, and the server names the file and
 * answers a clear message once the copy is no longer offered.
 */
export function SignedCopyLink({
  token,
  title,
  documents = [],
  language,
}: {
  token: string;
  /** The agreement's title. */
  title: string;
  documents?: readonly { id: string; title: string }[];
  language: Locale;
}) {
  const copy = SIGNING_COPY[language];
  if (documents.length === 0) {
    return (
      <a href={signedCopyUrl(token)} download className={buttonClassName('primary', 'w-fit')}>
        {copy.DOWNLOAD_SIGNED_COPY}
      </a>
    );
  }
  return (
    <ul className="grid gap-3">
      <li>
        <a href={signedCopyUrl(token)} download className={buttonClassName('primary', 'w-fit')}>
          {copy.downloadSignedDocument(title)}
        </a>
      </li>
      {documents.map((signed) => (
        <li key={signed.id}>
          <a
            href={signedDocumentUrl(token, signed.id)}
            download
            className={buttonClassName('secondary', 'w-fit')}
          >
            {copy.downloadSignedDocument(signed.title)}
          </a>
        </li>
      ))}
    </ul>
  );
}
