import type { SignedInResponse } from '../../../domain/auth/dtos.ts';
import { useSession } from '../../lib/session.tsx';
import { toast } from '../../ui/use-toast.ts';

/** Every way in ends here: the session is kept and the page starts again, signed in. */
export function useFinishSignIn() {
  const { login } = useSession();
  return ({ token, user }: SignedInResponse) => {
    toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
    login(token, user);
    window.location.reload();
  };
}
