import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './support/server';

// Searches apply 400 ms after typing stops: on a loaded 2-core CI machine typing, the debounce and
// the render can outlast Testing Library's default 1 s wait, which made such tests flaky.
configure({ asyncUtilTimeout: 5000 });

// An unexpected request is a failure, not a silent pass-through to the network.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
