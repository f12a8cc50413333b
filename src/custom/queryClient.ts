import { QueryClient } from '@tanstack/react-query';
import { statusOf } from '../ui/errorMessage';

/** How often a failed read is tried again: for faults (network, 5xx), not for answers. */
const MAX_RETRIES = 3;

/**
 * The console's data cache. A 4xx (404 for a record that does not exist, 401/403, 400) is the
 * server's answer and would be the same again: it is shown at once instead of after retries.
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          const status = statusOf(error);
          return !(status !== undefined && status >= 400 && status < 500) && failures < MAX_RETRIES;
        },
      },
    },
  });
}
