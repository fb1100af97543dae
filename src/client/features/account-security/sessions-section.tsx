import { useQuery } from '@tanstack/react-query';
import type { SessionDto } from '../../../domain/auth/account-security-dtos.ts';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { describeFailure } from '../../lib/use-form-errors.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { toast } from '../../ui/use-toast.ts';
import { ownSessionsQuery, useEndSession } from './api.ts';

function SessionRow({ session }: { session: SessionDto }) {
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line p-3">
      <div>
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {session.device}
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </p>
        <p className="text-sm text-ink-muted">
          {`Signed in ${formatDateTime(session.createdAt)} · last seen ${formatRelative(session.lastSeenAt)}${
            session.ipAddress ? ` · network address ${session.ipAddress}` : ''
          }`}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          disabled={end.isPending}
          aria-label={`Sign out ${session.device}, last seen ${formatRelative(session.lastSeenAt)}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () =>
                toast({ title: 'Signed out', description: `${session.device} is signed out.` }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: 'Could not sign it out',
                  description: describeFailure(error),
                }),
            })
          }
        >
          {end.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/** Where the person is signed in; a device they do not know can be signed out from here. */
export function SessionsSection() {
  const query = useQuery(ownSessionsQuery());
  return (
    <section aria-labelledby="sessions-heading" className="grid gap-3">
      <h2 id="sessions-heading" className="text-xl font-semibold text-ink">
        Signed-in devices
      </h2>
      <p className="max-w-prose text-ink-muted">
        Every browser where your account is signed in. If you do not know one, sign it out and
        change your password.
      </p>
      <QueryState
        query={query}
        what="Your signed-in devices"
        loadingLabel="Loading signed-in devices..."
      >
        {(sessions) => (
          <ul aria-label="Signed-in devices" className="grid gap-2">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
