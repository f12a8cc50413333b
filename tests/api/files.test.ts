import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineRoutes, route } from '../../server/http/routes';
import { routeModules } from '../../server/routes';
import { svgProblem } from '../../server/uploads/svg';
import { capturedLog } from './support/log';
import { bearer, readJson, startTestServer, type TestServer } from './support/server';

/** An upload route declared like later issues' (categories, organizations) will be. */
const uploadProbe = defineRoutes(
  'test uploads',
  [
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
  ],
  'signed-in',
);

const { logger, lines: logged } = capturedLog();
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ routes: [...routeModules, uploadProbe], logger });
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

  const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
  const XLINK_NS = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
  const XHTML_NS = 'xmlns="http://www.w3.org/1999/xhtml"';
  const inSvg = (inner: string, rootAttributes = '') =>
    `<svg ${SVG_NS} ${XLINK_NS}${rootAttributes} viewBox="0 0 10 10">${inner}</svg>`;
  const EXTERNAL = 'SVG files may not reference external resources.';
  const IMPORT = 'SVG files may not import style sheets.';

  it.each([
    [
      'a hex-escaped @import',
      inSvg('<style>@\\69mport "https://evil.example/a.css";</style>'),
      IMPORT,
    ],
    [
      'a six-digit hex-escaped @import',
      inSvg('<style>@\\000069mport "https://evil.example/a.css";</style>'),
      IMPORT,
    ],
    [
      'a character-escaped @import',
      inSvg('<style>@\\import "https://evil.example/a.css";</style>'),
      IMPORT,
    ],
    [
      'an escaped url() in a style attribute',
      inSvg('<rect width="5" height="5" style="fill:u\\72l(https://evil.example/p)"/>'),
      EXTERNAL,
    ],
    [
      'an escaped url() in a <style> element',
      inSvg('<style>rect{fill:\\75 rl(https://evil.example/p)}</style>'),
      EXTERNAL,
    ],
    [
      'an image-set() in a style attribute',
      inSvg('<rect width="5" height="5" style=\'fill:image-set("https://evil.example/p" 1x)\'/>'),
      EXTERNAL,
    ],
    [
      'a -webkit-image-set() in a <style> element',
      inSvg('<style>rect{fill:-webkit-image-set("https://evil.example/p" 1x)}</style>'),
      EXTERNAL,
    ],
    [
      'an @import split by an XML comment',
      inSvg('<style>@imp<!---->ort "https://evil.example/a.css";</style>'),
      IMPORT,
    ],
    [
      'an @import split by a child element',
      inSvg('<style>@im<tspan/>port "https://evil.example/a.css";</style>'),
      IMPORT,
    ],
    [
      'an @import split by CDATA',
      inSvg('<style>@im<![CDATA[port "https://evil.example/a.css";]]></style>'),
      IMPORT,
    ],
    [
      'an @import split by a CSS comment',
      inSvg('<style>@imp/**/ort "https://evil.example/a.css";</style>'),
      IMPORT,
    ],
    [
      'url() in fill',
      inSvg('<rect width="5" height="5" fill="url(https://evil.example/p)"/>'),
      EXTERNAL,
    ],
    [
      'url() in stroke',
      inSvg('<rect width="5" height="5" stroke="url(\'https://evil.example/p\')"/>'),
      EXTERNAL,
    ],
    [
      'url() in filter',
      inSvg('<rect width="5" height="5" filter="url(https://evil.example/f#x)"/>'),
      EXTERNAL,
    ],
    [
      'url() in mask',
      inSvg('<rect width="5" height="5" mask="url(https://evil.example/m#x)"/>'),
      EXTERNAL,
    ],
    [
      'url() in clip-path',
      inSvg('<rect width="5" height="5" clip-path="url(https://evil.example/c#x)"/>'),
      EXTERNAL,
    ],
    [
      'url() in marker-end',
      inSvg('<line x2="5" y2="5" stroke="#000" marker-end="url(https://evil.example/m#x)"/>'),
      EXTERNAL,
    ],
    [
      'url() in cursor',
      inSvg('<rect width="5" height="5" cursor="url(https://evil.example/c.png), auto"/>'),
      EXTERNAL,
    ],
    [
      'a <set> to an external url()',
      inSvg(
        '<rect width="5" height="5"><set attributeName="fill" to="url(https://evil.example/p)"/></rect>',
      ),
      EXTERNAL,
    ],
    [
      'an <animate> whose values hold an external url()',
      inSvg(
        '<rect width="5" height="5"><animate attributeName="fill" dur="1s" values="#000;url(https://evil.example/p)"/></rect>',
      ),
      EXTERNAL,
    ],
    [
      'an <animate> from an external url()',
      inSvg(
        '<rect width="5" height="5"><animate attributeName="fill" dur="1s" from="url(https://evil.example/p)" to="#000"/></rect>',
      ),
      EXTERNAL,
    ],
    [
      'an <animate> by an external url()',
      inSvg(
        '<rect width="5" height="5"><animate attributeName="fill" dur="1s" by="url(https://evil.example/p)"/></rect>',
      ),
      EXTERNAL,
    ],
    [
      'an XHTML <meta> refresh',
      inSvg(`<meta ${XHTML_NS} http-equiv="refresh" content="0;url=https://evil.example/"/>`),
      'SVG files may not contain <meta> elements.',
    ],
    [
      'an XHTML <form>',
      inSvg(`<form ${XHTML_NS} action="https://evil.example/"><button>Go</button></form>`),
      'SVG files may not contain <form> elements.',
    ],
    [
      'an undeclared entity',
      inSvg('<text>&foo;</text>'),
      'The file is not a well-formed SVG document: the entity &foo; is not declared.',
    ],
    [
      'an HTML-only entity',
      inSvg('<text>a&nbsp;b</text>'),
      'The file is not a well-formed SVG document: the entity &nbsp; is not declared.',
    ],
    [
      'an XML Events handler',
      inSvg(
        '<rect width="5" height="5" ev:event="click"/>',
        ' xmlns:ev="http://www.w3.org/2001/xml-events"',
      ),
      'SVG files may not use the attribute "xmlns:ev".',
    ],
    [
      'an xml:base',
      inSvg('<use href="#a"/>', ' xml:base="https://evil.example/"'),
      'SVG files may not use the attribute "xml:base".',
    ],
  ])('refuses an SVG with %s, naming what it refuses', async (_case, svg, message) => {
    const before = await server.db.query('SELECT count(*)::int AS n FROM files');
    const response = await upload({ icon_file: svgBlob(svg) });
    expect(response.status).toBe(400);
    const body = await readJson<{ errors: Record<string, string> }>(response);
    expect(body.errors.icon_file).toBe(message);
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

  it.each([
    [
      'an Inkscape drawing with its editor metadata',
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="64" height="64" viewBox="0 0 16.933 16.933" version="1.1" id="svg5"
   inkscape:version="1.2.2 (b0a8486541, 2022-12-01)" sodipodi:docname="icon.svg"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
   xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <sodipodi:namedview id="namedview7" pagecolor="#ffffff" bordercolor="#666666" borderopacity="1.0"
     inkscape:showpageshadow="2" inkscape:pageopacity="0.0" inkscape:document-units="mm"
     showgrid="false" inkscape:zoom="8" inkscape:current-layer="layer1">
    <inkscape:grid type="xygrid" id="grid1"/>
  </sodipodi:namedview>
  <defs id="defs2"/>
  <metadata id="metadata1"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format>
    <dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
    <path style="fill:#1b5e20;stroke:none;stroke-width:0.26" d="M 2,2 H 14 V 14 H 2 Z" id="rect1"
       sodipodi:nodetypes="ccccc" inkscape:connector-curvature="0"/>
    <text xml:space="preserve" style="font-size:4px;font-family:sans-serif" x="4" y="10" id="t1"><tspan sodipodi:role="line" x="4" y="10" id="ts1">AB</tspan></text>
  </g>
</svg>`,
    ],
    [
      'an Illustrator export with a class style sheet',
      `<svg id="Layer_1" data-name="Layer 1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><defs><style>.cls-1{fill:none;stroke:#231f20;stroke-miterlimit:10;}.cls-2{fill:url(#linear-gradient);}</style><linearGradient id="linear-gradient" x1="2" y1="12" x2="22" y2="12" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient></defs><title>icon</title><circle class="cls-1" cx="12" cy="12" r="10"/><rect class="cls-2" x="6" y="6" width="12" height="12" rx="2"/></svg>`,
    ],
    [
      'a Font Awesome icon',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><!--! Font Awesome Free 6.5.1 by @fontawesome --><path d="M256 512A256 256 0 1 0 256 0a256 256 0 1 0 0 512z"/></svg>`,
    ],
    [
      'a Heroicons icon',
      `<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" aria-hidden="true" data-slot="icon" class="size-6"><path stroke-linecap="round" stroke-linejoin="round" d="M12 4.5v15m7.5-7.5h-15"/></svg>`,
    ],
    [
      'a Bootstrap icon',
      `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" fill="currentColor" class="bi bi-star" viewBox="0 0 16 16" role="img" focusable="false"><path fill-rule="evenodd" clip-rule="evenodd" d="M2.866 14.85 8 12.5z"/></svg>`,
    ],
    [
      'filters, masks, markers, clip paths, patterns and symbols',
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet"><defs><filter id="f" x="-10%" y="-10%" width="120%" height="120%" filterUnits="objectBoundingBox" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="2" result="blur"/><feOffset dx="1" dy="1"/><feColorMatrix type="matrix" values="1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0.5 0"/><feFlood flood-color="#000" flood-opacity="0.3"/><feComposite in2="blur" operator="in"/><feDropShadow dx="1" dy="1" stdDeviation="1"/><feImage href="#s" result="img"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter><mask id="m" maskUnits="userSpaceOnUse"><rect width="100" height="100" fill="#fff"/></mask><clipPath id="c" clipPathUnits="userSpaceOnUse"><circle cx="50" cy="50" r="40"/></clipPath><marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z"/></marker><pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="4" stroke="#ccc"/></pattern><radialGradient id="r" cx="50%" cy="50%" r="50%" fx="30%" fy="30%" spreadMethod="pad" xlink:href="#g2"/><linearGradient id="g2"><stop offset="0%" style="stop-color:#fff"/></linearGradient><symbol id="s" viewBox="0 0 10 10"><polygon points="0,0 10,0 5,10"/></symbol></defs><g filter="url(#f)" mask="url(#m)" clip-path="url(#c)" transform="translate(1 1)" opacity="0.9"><rect width="100" height="100" fill="url(#p)"/><ellipse cx="50" cy="50" rx="30" ry="20" fill="url('#r')"/><polyline points="10,90 50,60 90,90" fill="none" stroke="#000" marker-end="url(#arrow)" stroke-dasharray="2 1"/><use xlink:href="#s" x="40" y="40" width="20" height="20"/></g><switch><text x="10" y="20" systemLanguage="fr">Bonjour</text><text x="10" y="20">Hello &amp; welcome&#x21;</text></switch></svg>`,
    ],
    [
      'animations of colours and transforms, and a link within the image',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style><![CDATA[ circle { fill: #c00 } /* brand red */ ]]></style><path id="track" d="M0,0 L10,10"/><a href="#c"><circle id="c" cx="5" cy="5" r="4"><animate attributeName="fill" values="#c00;#0c0;#c00" dur="2s" repeatCount="indefinite"/><animateTransform attributeName="transform" type="rotate" from="0 5 5" to="360 5 5" dur="3s" repeatCount="indefinite"/><set attributeName="opacity" to="0.5" begin="1s"/><animateMotion dur="4s" rotate="auto"><mpath href="#track"/></animateMotion></circle></a><text x="1" y="9"><textPath href="#track" startOffset="10%">go</textPath></text></svg>`,
    ],
    [
      'an SVG without a namespace declaration',
      '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    ],
  ])('accepts %s', (_case, svg) => {
    expect(svgProblem(svg)).toBeUndefined();
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
      code: 'upload_body_too_large',
      params: { limit: '11', per_file: '5' },
      request_id: expect.any(String),
    });
  });
});

describe('an upload the client abandons', () => {
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
    logged.length = 0;
    await abandonUpload();
    await vi.waitFor(() => expect(logged.some((line) => line.includes('aborted'))).toBe(true), {
      timeout: 5000,
    });
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    const aborted = lines.filter((line) => line.msg === 'request body aborted by the client');
    expect(aborted).toEqual([
      expect.objectContaining({ level: 'warn', received_bytes: expect.any(Number) }),
    ]);
    expect(lines.filter((line) => 'err' in line || line.level === 'error')).toEqual([]);
    expect((await server.request('/api/health')).status).toBe(200);
  });
});
