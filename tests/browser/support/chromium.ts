import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Browser tests drive the system's Chromium: no test tool may download a browser here. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install the Debian package "chromium" ` +
        '(apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return path;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
