import { Navigate, useLocation } from 'react-admin';

function idFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  const { id } = state as { id: unknown };
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * The spec's record routes (/singleblog, ...) carry the id in navigation state, which a reload
 * or a bookmark loses: they lead to the record's own URL (`?id=` works too), else the list.
 */
export function LegacyRecordRedirect({ listPath }: { listPath: string }) {
  const { state, search } = useLocation();
  const id = idFromState(state) ?? new URLSearchParams(search).get('id');
  return <Navigate to={id ? `${listPath}/${encodeURIComponent(id)}` : listPath} replace />;
}
