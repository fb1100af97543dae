import { buttonClassName } from '../../ui/button-styles.ts';
import { signedCopyUrl } from './api.ts';

/**
 * The signer's copy of the signed PDF. A plain link: the route is public, and the server names
 * the file and answers a clear message once the copy is no longer offered.
 */
export function SignedCopyLink({ token }: { token: string }) {
  return (
    <a href={signedCopyUrl(token)} download className={buttonClassName('primary', 'w-fit')}>
      Download the signed PDF
    </a>
  );
}
