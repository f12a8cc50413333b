import { z } from 'zod';

/**
 * Zod compiles its object parsers with `new Function` when it may. The console's CSP forbids
 * eval, and the probe zod makes for it is reported as a CSP violation on every page: tell zod
 * not to try. Imported first by main.tsx, so it runs before any schema is built.
 */
z.config({ jitless: true });
