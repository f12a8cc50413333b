import { isIP } from 'node:net';
import { z } from 'zod';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './logging';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A yes/no setting: true, 1, false or 0, in any case. */
const booleanSetting = (name: string, fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .default(String(fallback))
    .pipe(z.enum(['true', '1', 'false', '0'], { error: `${name} must be true, 1, false or 0` }))
    .transform((value) => value === 'true' || value === '1');

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.length > 0),
    )
    .pipe(z.array(z.email('ADMIN_EMAILS must be a comma-separated list of email addresses'))),
  LOCAL_ADMIN_EMAIL: z
    .email('LOCAL_ADMIN_EMAIL must be an email address')
    .default('admin@localhost')
    .transform((email) => email.toLowerCase()),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
  STATEMENT_TIMEOUT_SECONDS: z.coerce.number().positive().default(15),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  SIGN_IN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter((address) => address.length > 0),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(
            (address) => isIP(address) !== 0,
            'TRUSTED_PROXIES must be a comma-separated list of IP addresses',
          ),
      ),
    ),
  PUBLIC_API_URL: z.string().trim().min(1).default('/api'),
  GOOGLE_MAPS_API_KEY: optionalText,
  ARCHIVE_TAB: booleanSetting('ARCHIVE_TAB', true),
  LOG_LEVEL: z
    .string()
    .trim()
    .toLowerCase()
    .default('info')
    .pipe(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
  LOG_FORMAT: z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value || undefined)
    .pipe(
      z.enum(LOG_FORMATS, { error: `LOG_FORMAT must be ${LOG_FORMATS.join(' or ')}` }).optional(),
    )
    .optional(),
  SERVED_OVER_HTTPS: booleanSetting('SERVED_OVER_HTTPS', false),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  EXPORT_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  googleClientId: string | undefined;
  adminEmails: string[];
  localAdminEmail: string;
  sessionTtlHours: number;
  /** How long one database statement of a request may run before the request is answered 503. */
  statementTimeoutMs: number;
  /** Refused sign-ins one client address, or one claimed account, may have within the window. */
  signInMaxFailures: number;
  signInFailureWindowMinutes: number;
  /** Reverse proxies whose X-Forwarded-For names the client (see server/http/clientAddress.ts). */
  trustedProxies: string[];
  publicApiUrl: string;
  googleMapsApiKey: string | undefined;
  /** The console shows an organization's Archive tab. */
  archiveTab: boolean;
  logLevel: LogLevel;
  /** Unset: readable lines on a terminal, JSON lines otherwise. */
  logFormat: LogFormat | undefined;
  /** Browsers reach the server over HTTPS (TLS may end at a proxy): answers carry HSTS. */
  servedOverHttps: boolean;
  /** After SIGTERM, how long requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** How long a CSV export waits for its client to take more before closing it (and its cursor). */
  exportIdleTimeoutMs: number;
  /** Local sign-in mode: no Google client id, so the server signs its own ID tokens. */
  localSignIn: boolean;
}

export class ConfigError extends Error {}

/** Who is an administrator by configuration: ADMIN_EMAILS, plus the local admin in local mode. */
export function configuredAdministrators(config: Config): string[] {
  return [...config.adminEmails, ...(config.localSignIn ? [config.localAdminEmail] : [])];
}

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);

export function isLoopback(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Reads the server's settings from the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const config: Config = {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    googleClientId: values.GOOGLE_CLIENT_ID,
    adminEmails: values.ADMIN_EMAILS,
    localAdminEmail: values.LOCAL_ADMIN_EMAIL,
    sessionTtlHours: values.SESSION_TTL_HOURS,
    statementTimeoutMs: values.STATEMENT_TIMEOUT_SECONDS * 1000,
    signInMaxFailures: values.SIGN_IN_MAX_FAILURES,
    signInFailureWindowMinutes: values.SIGN_IN_FAILURE_WINDOW_MINUTES,
    trustedProxies: values.TRUSTED_PROXIES,
    publicApiUrl: values.PUBLIC_API_URL.replace(/\/+$/, ''),
    googleMapsApiKey: values.GOOGLE_MAPS_API_KEY,
    archiveTab: values.ARCHIVE_TAB,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    servedOverHttps: values.SERVED_OVER_HTTPS,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    exportIdleTimeoutMs: values.EXPORT_IDLE_TIMEOUT_SECONDS * 1000,
    localSignIn: !values.GOOGLE_CLIENT_ID,
  };
  // Local mode hands an administrator credential to anyone who asks: only this machine may ask.
  if (config.localSignIn && !isLoopback(config.host)) {
    throw new ConfigError(
      `Local sign-in (GOOGLE_CLIENT_ID unset) only listens on a loopback address, but HOST is "${config.host}". ` +
        'Set GOOGLE_CLIENT_ID to use Google sign-in, or set HOST=127.0.0.1.',
    );
  }
  return config;
}
