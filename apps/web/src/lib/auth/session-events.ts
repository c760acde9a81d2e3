/*
 * The API client learns that the session is over; the auth provider owns the signed-in state.
 * This tiny channel connects them without the client depending on React.
 */

type SessionExpiredListener = () => void;

const listeners = new Set<SessionExpiredListener>();

export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionExpired(): void {
  for (const listener of listeners) listener();
}
