import { config } from 'zod/v4/core';

/**
 * Zod compiles its object parsers with `new Function` when it may. The console's CSP forbids
 * eval, and the probe zod makes for it is reported as a CSP violation on every page: tell zod
 * not to try. Imported first by main.tsx, so it runs before any schema is built. Zod's core holds
 * the setting (the classic API reads it from there), so the sign-in screen, which builds no
 * schema, does not download the classic API and its messages.
 */
config({ jitless: true });
