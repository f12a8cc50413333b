declare global {
  interface Window {
    /** Set by the server in index.html so that one build runs in any environment. */
    __APP_CONFIG__?: { apiUrl?: string; archiveTab?: boolean };
  }
}

/** The API base URL, read at run time: runtime config, then the build's env, then `/api`. */
export function apiUrl(): string {
  const configured =
    (typeof window === 'undefined' ? undefined : window.__APP_CONFIG__?.apiUrl) ??
    (import.meta.env.VITE_API_URL as string | undefined) ??
    '/api';
  return configured.replace(/\/+$/, '');
}

/** Whether an organization's screens offer the Archive tab (runtime configuration; on by default). */
export function archiveTab(): boolean {
  const configured = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__?.archiveTab;
  return configured !== false;
}
