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
    // One row when the name fits beside Sign out, so that on a laptop screen of 1280 × 720 the
    // sidebar shows every entry, Settings included, without scrolling. The name starts at its
    // own width (flex-auto): when it does not fit, Sign out moves under it rather than the name
    // breaking inside a word ("Administrato / r"); only a name longer than the whole row wraps.
    <div className="flex flex-wrap items-center gap-2 border-t border-line px-4 py-3">
      <div className="min-w-0 flex-auto">
        <p className="font-medium wrap-anywhere text-ink">{user?.name}</p>
        <p className="text-sm wrap-anywhere text-ink-muted">{user?.username}</p>
      </div>
      <Button variant="secondary" className="shrink-0" onClick={() => void handleSignOut()}>
        Sign out
      </Button>
    </div>
  );
}
