import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineRoutes, route } from '../../server/http/routes';
import { svgProblem } from '../../server/http/svg';
import { routeModules } from '../../server/routes';
import { bearer, readJson, startTestServer, type TestServer } from './support/server';

/** An upload route declared like later issues' (categories, organizations) will be. */
const uploadProbe = defineRoutes('test uploads', [
  route({
    method: 'post',
    path: '/api/test-uploads',
    summary: 'Stores an icon and an optional image',
    files: {
      icon_file: { kind: 'svg', label: 'Icon', required: true },
      image: { kind: 'image', label: 'Image' },
    },
    status: 201,
    async handler({ services: { db, files }, files: uploads, adminId }) {
      const stored: Record<string, string> = {};
      for (const [field, file] of Object.entries(uploads)) {
        if (file) stored[field] = files.url(await files.store(db, adminId, file));
      }
      return { urls: stored };
    },
  }),
]);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ routes: [...routeModules, uploadProbe] });
  token = await server.signInLocal();
});
afterAll(() => server.close());

const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#c00"/><use href="#a"/></svg>';
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

function upload(parts: Record<string, Blob>, names: Record<string, string> = {}) {
  const form = new FormData();
  for (const [field, blob] of Object.entries(parts))
    form.set(field, blob, names[field] ?? `${field}.bin`);
  return server.request('/api/test-uploads', {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
}

const svgBlob = (text: string) => new Blob([text], { type: 'image/svg+xml' });

describe('uploads and file serving', () => {
  it('stores an SVG and a PNG and serves each with its type, nosniff and a sandboxing CSP', async () => {
    const response = await upload({
      icon_file: svgBlob(SAFE_SVG),
      image: new Blob([PNG], { type: 'text/html' }),
    });
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: { urls: Record<string, string> } }>(response);
    expect(data.urls.icon_file).toMatch(/^\/api\/files\/\d+\?sig=[A-Za-z0-9_-]{43}$/);

    const icon = await server.request(data.urls.icon_file as string);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff');
    expect(icon.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(await icon.text()).toBe(SAFE_SVG);

    // The type comes from the bytes, not from what the client claimed.
    const image = await server.request(data.urls.image as string);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('serves a file with a session but refuses it without a session or a valid signature', async () => {
    const { data } = await readJson<{ data: { urls: Record<string, string> } }>(
      await upload({ icon_file: svgBlob(SAFE_SVG) }),
    );
    const path = (data.urls.icon_file as string).split('?')[0] as string;
    expect((await server.request(path, { headers: bearer(token) })).status).toBe(200);
    const unsigned = await server.request(path);
    expect(unsigned.status).toBe(401);
    expect((await readJson(unsigned)).message).toEqual(expect.any(String));
    expect((await server.request(`${path}?sig=${'A'.repeat(43)}`)).status).toBe(401);
    const otherId = path.replace(/\d+$/, (id) => String(Number(id) + 1000));
    const borrowed = (data.urls.icon_file as string).replace(path, otherId);
    expect((await server.request(borrowed)).status).toBe(401);
  });

  it('answers 404 for a deleted file', async () => {
    const { data } = await readJson<{ data: { urls: Record<string, string> } }>(
      await upload({ icon_file: svgBlob(SAFE_SVG) }),
    );
    const id = Number(/files\/(\d+)/.exec(data.urls.icon_file as string)?.[1]);
    await server.db.query('UPDATE files SET deleted_at = now() WHERE id = $1', [id]);
    expect((await server.request(data.urls.icon_file as string)).status).toBe(404);
  });

  it('names a missing required file and a wrong image type', async () => {
    const response = await upload({ image: new Blob(['%PDF-1.4'], { type: 'image/png' }) });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      message: 'Invalid fields: icon_file, image',
      errors: {
        icon_file: 'Required',
        image: 'Please upload a PNG, JPEG, WebP, GIF or SVG image.',
      },
    });
  });

  it('refuses a PNG where only an SVG is accepted', async () => {
    const response = await upload({ icon_file: new Blob([PNG]) });
    expect(response.status).toBe(400);
    expect((await readJson(response)).errors).toEqual({ icon_file: 'Please upload an SVG file.' });
  });

  it.each([
    [
      'a script element',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      /scripts/,
    ],
    [
      'a namespaced script element',
      '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>',
      /scripts/,
    ],
    [
      'an event handler attribute',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect onLoad="alert(1)"/></svg>',
      /event handler/,
    ],
    [
      'a javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href=" JaVaScRiPt:alert(1)"><text>x</text></a></svg>',
      /javascript:/,
    ],
    [
      'an entity-encoded javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;avascript:alert(1)">x</a></svg>',
      /javascript:/,
    ],
    [
      'an external image',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
      /external/,
    ],
    [
      'an external use',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="http://evil.example/a.svg#x"/></svg>',
      /external/,
    ],
    [
      'a CSS import',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/a.css);</style></svg>',
      /style sheets/,
    ],
    [
      'a CSS url() to another host',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url(https://evil.example/p)"/></svg>',
      /external/,
    ],
    [
      'a foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
      /foreignobject/,
    ],
    [
      'a DOCTYPE with entities',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      /DOCTYPE/,
    ],
    [
      'an xml-stylesheet instruction',
      '<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      /processing instructions/,
    ],
    [
      'an animation that rewrites a link',
      '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="https://evil.example"/></a></svg>',
      /animate/,
    ],
    ['malformed XML', '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', /well-formed/],
    ['an HTML document', '<html><body><svg></svg></body></html>', /root element/],
  ])('refuses an SVG with %s, with a message on the file field', async (_case, svg, message) => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM files');
    const response = await upload({ icon_file: svgBlob(svg) });
    expect(response.status).toBe(400);
    const body = await readJson<{ message: string; errors: Record<string, string> }>(response);
    expect(body.message).toBe('Invalid fields: icon_file');
    expect(body.errors.icon_file).toMatch(message);
    expect(await server.db.query('SELECT count(*)::int AS n FROM files')).toEqual(before);
  });

  it('accepts SVGs with local references and inline raster images', () => {
    expect(svgProblem(SAFE_SVG)).toBeUndefined();
    expect(
      svgProblem(
        '<?xml version="1.0" encoding="UTF-8"?><!-- icon --><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><linearGradient id="g"/></defs><rect style="fill:url(#g)"/><image xlink:href="data:image/png;base64,iVBORw0KGgo="/></svg>',
      ),
    ).toBeUndefined();
  });

  it('answers a file over 5 MB with 413 naming its field, and takes nothing', async () => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM files');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const response = await upload({ icon_file: svgBlob(SAFE_SVG), image: new Blob([big]) });
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({
      message: 'Image is larger than the 5 MB limit.',
      errors: { image: 'The file is larger than 5 MB.' },
    });
    expect(await server.db.query('SELECT count(*)::int AS n FROM files')).toEqual(before);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const exact = new Uint8Array(5 * 1024 * 1024);
    exact.set(PNG);
    const response = await upload({ icon_file: svgBlob(SAFE_SVG), image: new Blob([exact]) });
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: { urls: Record<string, string> } }>(response);
    const image = await server.request(data.urls.image as string);
    expect((await image.arrayBuffer()).byteLength).toBe(5 * 1024 * 1024);
  });

  it('takes uploads between 1 MB and 5 MB on upload routes', async () => {
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(PNG);
    const response = await upload({ icon_file: svgBlob(SAFE_SVG), image: new Blob([big]) });
    expect(response.status).toBe(201);
  });

  it('lets a client that streams a 6 MB file read the 413 and its message', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const response = await upload({ icon_file: svgBlob(SAFE_SVG), image: new Blob([big]) });
    expect(response.status).toBe(413);
    expect((await readJson(response)).message).toBe('Image is larger than the 5 MB limit.');
  });

  it('lets a client that streams a body over the limit read the 413, and keeps its connection', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await server.request('/api/test-uploads', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).not.toBe('close');
    expect(await readJson(response)).toEqual({
      message: 'The request body is larger than the 11 MB limit (at most 5 MB per file).',
    });
  });

  it('answers a body declared over 50 MB at once with 413, and closes the connection', async () => {
    const answer = await new Promise<{ status?: number; connection?: string; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(`${server.origin}/api/test-uploads`, {
          method: 'POST',
          headers: {
            ...bearer(token),
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(60 * 1024 * 1024),
          },
        });
        request.on('error', reject);
        request.on('response', (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              connection: response.headers.connection,
              body,
            }),
          );
        });
        request.flushHeaders();
      },
    );
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      message: 'The request body is larger than the 11 MB limit (at most 5 MB per file).',
    });
  });
});

describe('an upload the client abandons', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Sends the headers and half of a 4 MB multipart body, then destroys the socket. */
  function abandonUpload(): Promise<void> {
    const half = 2 * 1024 * 1024;
    return new Promise((resolve) => {
      const request = httpRequest(`${server.origin}/api/test-uploads`, {
        method: 'POST',
        headers: {
          ...bearer(token),
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(2 * half),
        },
      });
      request.on('error', () => {});
      request.write(new Uint8Array(half), () => {
        request.destroy();
        resolve();
      });
    });
  }

  it('is logged as one line without a stack, and the server keeps serving', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await abandonUpload();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5000 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]).toEqual([
      expect.stringMatching(/^POST \/api\/test-uploads aborted by the client after \d+ bytes$/),
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
    expect((await server.request('/api/health')).status).toBe(200);
  });
});
