import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../domain/auth/dtos.ts';
import { sendRequest } from './api-request.ts';
import { clearStoredSession, readStoredSession, storeSession } from './session-storage.ts';

export interface Session {
  user: AdminUser | null;
  token: string | null;
  /** True until the stored session has been checked with the server. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /**
   * The organisation requires two-step sign-in and this person has none yet: the server opens
   * only their account's security settings until they add a passkey or an authenticator app.
   */
  twoFactorSetupPending: boolean;
  /** After a passkey or an app is added, the session opens fully (the server did the same). */
  markTwoFactorSetUp: () => void;
  login: (token: string, user: AdminUser) => void;
  logout: () => Promise<void>;
}

interface SessionState {
  user: AdminUser | null;
  token: string | null;
  isLoading: boolean;
  twoFactorSetupPending: boolean;
}

const SIGNED_OUT: SessionState = {
  user: null,
  token: null,
  isLoading: false,
  twoFactorSetupPending: false,
};

const SessionContext = createContext<Session | null>(null);

/**
 * Restores the stored session only if the server still accepts its token (admin spec §4). Any
 * failure, including an unreadable user or no network, clears it silently: the visitor simply
 * sees the sign-in form. sendRequest, not apiRequest, so a 401 here never reloads the page.
 */
async function restoreSession(): Promise<SessionState> {
  const stored = readStoredSession();
  if (stored) {
    try {
      const res = await sendRequest('POST', '/api/admin/verify');
      if (res.ok) {
        // The server's answer, not the stored copy: an owner may have changed the roles since.
        const { user, twoFactorSetupPending } = (await res.json()) as {
          user: AdminUser;
          twoFactorSetupPending: boolean;
        };
        storeSession({ token: stored.token, user });
        return { token: stored.token, user, isLoading: false, twoFactorSetupPending };
      }
    } catch {
      // Network failure: treated like a rejected token.
    }
  }
  clearStoredSession();
  return SIGNED_OUT;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Starts loading on the server and the client alike, so prerendered markup hydrates cleanly.
  const [state, setState] = useState<SessionState>({ ...SIGNED_OUT, isLoading: true });

  useEffect(() => {
    let isCurrent = true;
    void restoreSession().then((restored) => {
      if (isCurrent) setState(restored);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const login = useCallback((token: string, user: AdminUser) => {
    storeSession({ token, user });
    setState({ token, user, isLoading: false, twoFactorSetupPending: false });
  }, []);

  const markTwoFactorSetUp = useCallback(() => {
    setState((current) => ({ ...current, twoFactorSetupPending: false }));
  }, []);

  const logout = useCallback(async () => {
    try {
      await sendRequest('POST', '/api/admin/logout');
    } catch {
      // Signing out locally must work even when the server cannot be reached.
    }
    clearStoredSession();
    setState(SIGNED_OUT);
    // The next person at this browser must not see the previous admin's cached data.
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<Session>(
    () => ({
      ...state,
      isAuthenticated: Boolean(state.user) && Boolean(state.token),
      login,
      logout,
      markTwoFactorSetUp,
    }),
    [state, login, logout, markTwoFactorSetUp],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}
