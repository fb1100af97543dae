import { useState } from 'react';
import type { AccountSecurityDto } from '../../../domain/auth/account-security-dtos.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import {
  useDisableTotp,
  useEnableTotp,
  useRenewRecoveryCodes,
  useStartTotpSetup,
  type TotpSetup,
} from './api.ts';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodesList } from './recovery-codes-list.tsx';

const APP_CODE_HINT = '6 digits from the app, or one of your recovery codes.';

/** Codes from an authenticator app (TOTP), with ten recovery codes for a lost phone. */
export function AuthenticatorSection({ security }: { security: AccountSecurityDto }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const startSetup = useStartTotpSetup();
  const enable = useEnableTotp();
  const disable = useDisableTotp();
  const renew = useRenewRecoveryCodes();

  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: describeFailure(error) });

  return (
    <section aria-labelledby="authenticator-heading" className="grid gap-3">
      <h2 id="authenticator-heading" className="text-xl font-semibold text-ink">
        Authenticator app
      </h2>
      <p className="max-w-prose text-ink-muted">
        An app on your phone (such as Google Authenticator, Microsoft Authenticator or 2FAS) shows a
        new 6-digit code every 30 seconds. After your password, you type the code.
      </p>

      {newCodes ? <RecoveryCodesList codes={newCodes} onDone={() => setNewCodes(null)} /> : null}

      {security.totpEnabled ? (
        <>
          <p className="font-medium text-ink">
            {`The authenticator app is on. Recovery codes left: ${security.recoveryCodesLeft} of 10.`}
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            <CodeForm
              id="renew-recovery-codes-code"
              label="Code for new recovery codes"
              hint={APP_CODE_HINT}
              submitLabel="Make new recovery codes"
              pendingLabel="Making codes..."
              variant="secondary"
              isPending={renew.isPending}
              onSubmit={(code, onError) =>
                renew.mutate(
                  { code },
                  { onSuccess: (result) => setNewCodes(result.recoveryCodes), onError },
                )
              }
            />
            <CodeForm
              id="disable-totp-code"
              label="Code to turn the app off"
              hint={APP_CODE_HINT}
              submitLabel="Turn off the authenticator app"
              pendingLabel="Turning off..."
              variant="destructive"
              isPending={disable.isPending}
              onSubmit={(code, onError) =>
                disable.mutate(
                  { code },
                  {
                    onSuccess: () => toast({ title: 'Authenticator app turned off' }),
                    onError,
                  },
                )
              }
            />
          </div>
        </>
      ) : setup ? (
        <div className="grid gap-4 rounded-lg border border-line p-4">
          <ol className="grid list-decimal gap-3 pl-5 text-ink">
            <li>
              <span>Open the app and add an account by scanning this code:</span>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt="QR code that adds this account to your authenticator app"
                width={192}
                height={192}
                className="mt-2 rounded bg-white"
              />
            </li>
            <li>
              <span>Or type this key into the app instead: </span>
              <code className="font-mono break-all" data-testid="totp-secret">
                {setup.secret}
              </code>
            </li>
            <li>Type the 6-digit code the app shows now.</li>
          </ol>
          <CodeForm
            id="enable-totp-code"
            label="Code from the app"
            hint="6 digits."
            submitLabel="Turn on"
            pendingLabel="Checking..."
            isPending={enable.isPending}
            onSubmit={(code, onError) =>
              enable.mutate(
                { setupId: setup.setupId, code },
                {
                  onSuccess: (result) => {
                    setSetup(null);
                    setNewCodes(result.recoveryCodes);
                    toast({ title: 'Authenticator app turned on' });
                  },
                  onError,
                },
              )
            }
          />
          <Button
            type="button"
            variant="ghost"
            className="justify-self-start"
            onClick={() => setSetup(null)}
          >
            Cancel
          </Button>
        </div>
      ) : (
        <Button
          type="button"
          className="justify-self-start"
          disabled={startSetup.isPending}
          onClick={() =>
            startSetup.mutate(undefined, {
              onSuccess: setSetup,
              onError: failed('Could not start the set-up'),
            })
          }
        >
          {startSetup.isPending ? 'Starting...' : 'Set up an authenticator app'}
        </Button>
      )}
    </section>
  );
}
