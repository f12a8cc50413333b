import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the client a request comes from. It is the connection's peer unless that peer is
 * a trusted proxy: then X-Forwarded-For is read from the right, skipping trusted proxies, and the
 * first other entry is the client. Entries further left are whatever the client sent, so they are
 * never believed; an entry that is not an address ends the walk at the proxy that passed it on.
 * Requests not over a socket (Hono's app.request) all share one address, `unknown`.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  let client = peerAddress(c);
  const trusted = new Set(trustedProxies.map(parseAddress));
  if (!trusted.has(client)) return client;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .filter((entry) => entry.trim());
  for (const entry of forwarded.reverse()) {
    const address = parseAddress(entry);
    if (address === undefined) break;
    client = address;
    if (!trusted.has(address)) break;
  }
  return client;
}

function peerAddress(c: Context): string {
  try {
    return parseAddress(getConnInfo(c).remote.address ?? '') ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * One spelling per address, so that a client's failures meet under one key: `::ffff:10.0.0.1` is
 * `10.0.0.1`, and a port some proxies append (`10.0.0.1:5000`, `[2001:db8::1]:443`) is dropped.
 */
function parseAddress(text: string): string | undefined {
  let address = text.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : undefined;
}
