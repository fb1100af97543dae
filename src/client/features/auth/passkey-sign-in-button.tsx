import { isNetworkError, readServerMessage } from '../../lib/api-error.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { usePasskeySignIn } from './api.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** The browser's passkey dialog says "not allowed" when the person closes it or it times out. */
const CANCELLED = 'The passkey sign-in was cancelled or took too long. You can try again.';

export function PasskeySignInButton({ className = 'w-full' }: { className?: string }) {
  const passkeySignIn = usePasskeySignIn();
  const finishSignIn = useFinishSignIn();

  function signIn() {
    passkeySignIn.mutate(undefined, {
      onSuccess: finishSignIn,
      onError: (error) => {
        const description = isNetworkError(error)
          ? 'Unable to connect to server'
          : (readServerMessage(error) ??
            (error instanceof Error && error.name === 'NotAllowedError' ? CANCELLED : null) ??
            'Passkeys do not work in this browser. Sign in with your password.');
        toast({ variant: 'destructive', title: 'Login failed', description });
      },
    });
  }

  return (
    <Button
      type="button"
      variant="secondary"
      className={className}
      disabled={passkeySignIn.isPending}
      onClick={signIn}
    >
      {passkeySignIn.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}
