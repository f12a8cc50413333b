import { apiFetch } from './dataProvider/http';
import { unwrap } from './dataProvider/response';

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

export interface AuthConfig {
  googleClientId: string | null;
  localSignIn: boolean;
  mapsApiKey: string | null;
}

interface AuthConfigBody {
  google_client_id?: string | null;
  local_sign_in?: boolean;
  maps_api_key?: string | null;
}

let authConfig: Promise<AuthConfig> | null = null;

/** Which sign-in the server offers; fetched once, and again after a failure. */
export function loadAuthConfig(): Promise<AuthConfig> {
  if (!authConfig) {
    authConfig = fetchAuthConfig().catch((error: unknown) => {
      authConfig = null;
      throw error;
    });
  }
  return authConfig;
}

async function fetchAuthConfig(): Promise<AuthConfig> {
  const values: AuthConfigBody = unwrap(await apiFetch('/admin/auth/config', { auth: false }));
  return {
    googleClientId: values.google_client_id || null,
    localSignIn: values.local_sign_in === true,
    mapsApiKey: values.maps_api_key || null,
  };
}
