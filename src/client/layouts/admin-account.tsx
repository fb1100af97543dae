import { useNavigate } from 'react-router';
import { useSession } from '../lib/session.tsx';
import { Button } from '../ui/button.tsx';

/** Who is signed in, and Sign out: the foot of the sidebar and of the phone drawer. */
export function AdminAccount() {
  const { user, logout } = useSession();
  const navigate = useNavigate();

  async function handleSignOut() {
    await logout();
    await navigate('/admin');
  }

  return (
    <div className="border-t border-line px-5 py-4">
      <p className="font-medium break-words text-ink">{user?.name}</p>
      <p className="text-sm break-words text-ink-muted">{user?.username}</p>
      <Button variant="secondary" className="mt-3 w-full" onClick={() => void handleSignOut()}>
        Sign out
      </Button>
    </div>
  );
}
