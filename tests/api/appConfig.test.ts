import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { startTestServer, type TestServer } from './support/server';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

/** The runtime configuration a console loads from a server started with `env`. */
async function consoleConfig(env: Record<string, string>) {
  const server = await startTestServer({ env });
  servers.push(server);
  const response = await server.request('/app-config.js');
  expect(response.status).toBe(200);
  const text = await response.text();
  const json = text.match(/^window\.__APP_CONFIG__ = (.*);\n$/)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

describe('the archive flag (ARCHIVE_TAB)', () => {
  it('is on by default and handed to the console as archiveTab', async () => {
    expect(await consoleConfig({})).toEqual({ apiUrl: '/api', archiveTab: true });
  });

  it.each([
    ['false', false],
    ['0', false],
    [' FALSE ', false],
    ['true', true],
    ['1', true],
  ])('ARCHIVE_TAB=%s gives archiveTab %s', async (value, expected) => {
    expect(loadConfig({ ARCHIVE_TAB: value }).archiveTab).toBe(expected);
  });

  it('reaches the console when turned off', async () => {
    expect((await consoleConfig({ ARCHIVE_TAB: 'false' })).archiveTab).toBe(false);
  });

  it('refuses any other value at start, naming the variable', () => {
    expect(() => loadConfig({ ARCHIVE_TAB: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ ARCHIVE_TAB: 'maybe' })).toThrow(/ARCHIVE_TAB/);
  });
});
