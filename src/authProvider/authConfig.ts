import { apiFetch } from '../dataProvider/http';
import { unwrap } from '../dataProvider/response';

/** The sign-in the server offers, and the maps key the place search uses. */
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
