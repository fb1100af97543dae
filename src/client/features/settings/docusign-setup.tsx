import { Fragment } from 'react';
import { DOCUSIGN_REQUIRED_SETTINGS } from '../../../domain/esign/esign.ts';

const SETTING_LABELS: Record<(typeof DOCUSIGN_REQUIRED_SETTINGS)[number], string> = {
  DOCUSIGN_INTEGRATION_KEY: 'Integration key',
  DOCUSIGN_USER_ID: 'User ID',
  DOCUSIGN_ACCOUNT_ID: 'Account ID',
  DOCUSIGN_PRIVATE_KEY: 'Private key',
};

/**
 * Admin spec §2: without DocuSign, ask for its four settings. They are server settings, so they
 * are named as whoever runs the site will type them, on the owners' Integrations page only: the
 * staff who send NDAs need to know which way signing goes, not the server's variable names.
 */
export function DocusignSetup() {
  return (
    <div className="mt-3 rounded-md border border-line-strong bg-muted p-4 text-ink">
      <p className="font-semibold">DocuSign is not set up.</p>
      <p className="mt-1">
        To send through DocuSign, whoever runs this site adds these four settings on the server:
      </p>
      <ul className="mt-2 grid list-disc gap-1 pl-6">
        {DOCUSIGN_REQUIRED_SETTINGS.map((setting) => (
          <li key={setting}>
            {SETTING_LABELS[setting]}:{' '}
            {/* Wraps after each "_", not inside a word, also with the widest letter spacing. */}
            <code className="font-mono text-sm wrap-anywhere">
              {setting.split(/(?<=_)/).map((part, index) => (
                <Fragment key={index}>
                  {index > 0 ? <wbr /> : null}
                  {part}
                </Fragment>
              ))}
            </code>
          </li>
        ))}
      </ul>
      <p className="mt-2">
        Until then the built-in e-signature is in use, so NDAs can still be sent for signature: the
        signer gets an email with a link to our own signing page.
      </p>
    </div>
  );
}
