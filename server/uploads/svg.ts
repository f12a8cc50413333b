import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { messageText } from '../../shared/messages';

/**
 * Decides whether an uploaded SVG is safe to store and serve. The document is parsed with its
 * namespaces resolved and checked against an allow-list: every element must be an SVG drawing
 * element (or inert editor metadata), every attribute a known SVG attribute, every link local,
 * and every value that CSS reads (style sheets, `style`, presentation attributes, animation
 * values) free of anything that fetches, after XML references and CSS escapes are decoded.
 * Answers the reason it is refused, or undefined when it is acceptable.
 */
export function svgProblem(text: string): string | undefined {
  // DOCTYPE and entity declarations only serve entity tricks (XXE, billion laughs) in an icon;
  // refusing any occurrence, even inside a comment, errs on the safe side.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return messageText('svg_doctype');
  if (XMLValidator.validate(text) !== true) return NOT_WELL_FORMED;

  let nodes: XmlNode[];
  try {
    nodes = parser.parse(text) as XmlNode[];
  } catch {
    return NOT_WELL_FORMED;
  }
  const elements = nodes.filter((node) => !isTextOrComment(node));
  const roots = elements.filter((node) => !elementName(node).startsWith('?'));
  const root = roots.length === 1 ? roots[0] : undefined;
  if (!root || !isSvgRoot(root)) {
    return messageText('svg_root');
  }
  for (const node of elements) {
    const name = elementName(node);
    if (name.startsWith('?') && name !== '?xml') {
      return messageText('svg_processing_instruction');
    }
  }
  return elementProblem(root, XML_SCOPE);
}

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, unknown> };
/** Namespace prefixes in effect, `''` being the default namespace. */
type Scope = ReadonlyMap<string, string>;
interface ResolvedName {
  namespace: string | undefined;
  /** Lower-cased: an HTML parser would read the same markup case-insensitively. */
  local: string;
}

const TEXT = '#text';
const COMMENT = '#comment';
const CDATA = '#cdata';

const NOT_WELL_FORMED = messageText('svg_not_well_formed');
const EXTERNAL = messageText('svg_external');
const IMPORT = messageText('svg_import');
const JAVASCRIPT = messageText('svg_javascript');

// References are decoded here rather than by the parser, so an entity XML does not define
// (such as HTML's `&nbsp;`) is refused instead of silently decoded.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  commentPropName: COMMENT,
  cdataPropName: CDATA,
});

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const XML_SCOPE: Scope = new Map([['xml', XML_NAMESPACE]]);

/**
 * Inkscape's own save format keeps editor state (`sodipodi:namedview`, `inkscape:label`, ...) and
 * RDF licence metadata in these namespaces. No browser gives them any behaviour, so their
 * elements and attributes are accepted as inert rather than refusing every Inkscape drawing.
 */
const INERT_METADATA_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  'http://purl.org/dc/elements/1.1/',
]);
const DECLARABLE_NAMESPACES = new Set([
  SVG_NAMESPACE,
  XLINK_NAMESPACE,
  XML_NAMESPACE,
  ...INERT_METADATA_NAMESPACES,
]);

/** The SVG elements that draw, group, define paint and filters, or animate; lower-cased. */
const SVG_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'metadata',
    'symbol',
    'use',
    'switch',
    'a',
    'style',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'image',
    'linearGradient',
    'radialGradient',
    'stop',
    'pattern',
    'clipPath',
    'mask',
    'marker',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feImage',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
    'animate',
    'animateMotion',
    'animateTransform',
    'mpath',
    'set',
  ].map((name) => name.toLowerCase()),
);

const ANIMATION_ELEMENTS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);
/** Elements whose link may also be an inline raster image. */
const IMAGE_ELEMENTS = new Set(['image', 'feimage']);

/** Attributes without a namespace that SVG elements may carry; lower-cased. */
const SVG_ATTRIBUTES = new Set(
  [
    // identity, structure and accessibility
    'id',
    'class',
    'style',
    'lang',
    'tabindex',
    'role',
    'focusable',
    'version',
    'baseProfile',
    'href',
    'requiredFeatures',
    'requiredExtensions',
    'systemLanguage',
    'externalResourcesRequired',
    'zoomAndPan',
    'type',
    'media',
    'title',
    // geometry and coordinate systems
    'x',
    'y',
    'z',
    'width',
    'height',
    'viewBox',
    'preserveAspectRatio',
    'transform',
    'cx',
    'cy',
    'r',
    'rx',
    'ry',
    'x1',
    'y1',
    'x2',
    'y2',
    'fx',
    'fy',
    'fr',
    'd',
    'points',
    'pathLength',
    // text
    'dx',
    'dy',
    'rotate',
    'textLength',
    'lengthAdjust',
    'startOffset',
    'method',
    'spacing',
    'side',
    'path',
    // paint servers, clipping, masking and markers
    'offset',
    'gradientUnits',
    'gradientTransform',
    'spreadMethod',
    'patternUnits',
    'patternContentUnits',
    'patternTransform',
    'clipPathUnits',
    'maskUnits',
    'maskContentUnits',
    'markerUnits',
    'markerWidth',
    'markerHeight',
    'refX',
    'refY',
    'orient',
    // filters
    'filterUnits',
    'primitiveUnits',
    'filterRes',
    'result',
    'in',
    'in2',
    'stdDeviation',
    'edgeMode',
    'mode',
    'values',
    'tableValues',
    'slope',
    'intercept',
    'amplitude',
    'exponent',
    'operator',
    'k1',
    'k2',
    'k3',
    'k4',
    'order',
    'kernelMatrix',
    'divisor',
    'bias',
    'targetX',
    'targetY',
    'kernelUnitLength',
    'preserveAlpha',
    'surfaceScale',
    'diffuseConstant',
    'specularConstant',
    'specularExponent',
    'limitingConeAngle',
    'azimuth',
    'elevation',
    'pointsAtX',
    'pointsAtY',
    'pointsAtZ',
    'scale',
    'xChannelSelector',
    'yChannelSelector',
    'baseFrequency',
    'numOctaves',
    'seed',
    'stitchTiles',
    'radius',
    // animation
    'attributeName',
    'attributeType',
    'begin',
    'dur',
    'end',
    'min',
    'max',
    'restart',
    'repeatCount',
    'repeatDur',
    'calcMode',
    'keyTimes',
    'keySplines',
    'keyPoints',
    'from',
    'to',
    'by',
    'additive',
    'accumulate',
    'origin',
    // presentation attributes
    'alignment-baseline',
    'baseline-shift',
    'clip',
    'clip-path',
    'clip-rule',
    'color',
    'color-interpolation',
    'color-interpolation-filters',
    'color-profile',
    'color-rendering',
    'cursor',
    'direction',
    'display',
    'dominant-baseline',
    'enable-background',
    'fill',
    'fill-opacity',
    'fill-rule',
    'filter',
    'flood-color',
    'flood-opacity',
    'font',
    'font-family',
    'font-size',
    'font-size-adjust',
    'font-stretch',
    'font-style',
    'font-variant',
    'font-weight',
    'glyph-orientation-horizontal',
    'glyph-orientation-vertical',
    'image-rendering',
    'kerning',
    'letter-spacing',
    'lighting-color',
    'marker',
    'marker-end',
    'marker-mid',
    'marker-start',
    'mask',
    'mask-type',
    'opacity',
    'overflow',
    'paint-order',
    'pointer-events',
    'shape-rendering',
    'stop-color',
    'stop-opacity',
    'stroke',
    'stroke-dasharray',
    'stroke-dashoffset',
    'stroke-linecap',
    'stroke-linejoin',
    'stroke-miterlimit',
    'stroke-opacity',
    'stroke-width',
    'text-anchor',
    'text-decoration',
    'text-overflow',
    'text-rendering',
    'transform-origin',
    'unicode-bidi',
    'vector-effect',
    'visibility',
    'white-space',
    'word-spacing',
    'writing-mode',
  ].map((name) => name.toLowerCase()),
);
/** `data-*` and `aria-*` are inert and common in icon sets and design-tool exports. */
const FREE_ATTRIBUTE = /^(data|aria)-[a-z0-9_.-]+$/;
const XML_ATTRIBUTES = new Set(['space', 'lang']);

const PREDEFINED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function isTextOrComment(node: XmlNode): boolean {
  return TEXT in node || COMMENT in node || CDATA in node;
}

function elementName(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

function attributesOf(node: XmlNode): [string, string][] {
  return Object.entries(node[':@'] ?? {}).map(([name, value]) => [name, String(value)]);
}

function splitName(name: string): { prefix: string; local: string } {
  const colon = name.indexOf(':');
  return colon < 0
    ? { prefix: '', local: name }
    : { prefix: name.slice(0, colon), local: name.slice(colon + 1) };
}

/** The scope inside an element: its parent's, plus what its `xmlns` attributes declare. */
function scopeOf(node: XmlNode, parent: Scope): Scope | string {
  let scope: Map<string, string> | undefined;
  for (const [attribute, raw] of attributesOf(node)) {
    const { prefix, local } = splitName(attribute);
    if (attribute !== 'xmlns' && prefix !== 'xmlns') continue;
    const value = decodeReferences(raw);
    if (value.problem !== undefined) return value.problem;
    scope ??= new Map(parent);
    scope.set(prefix === 'xmlns' ? local : '', value.text);
  }
  return scope ?? parent;
}

/** An element's name in its namespace, or the reason the name is not well-formed. */
function resolve(name: string, scope: Scope): ResolvedName | string {
  const { prefix, local } = splitName(name);
  const namespace = scope.get(prefix) || undefined;
  if (prefix && !namespace) return undeclaredPrefix(prefix);
  return { namespace, local: local.toLowerCase() };
}

function undeclaredPrefix(prefix: string): string {
  return `The file is not a well-formed SVG document: the prefix "${prefix}" is not declared.`;
}

function isSvgRoot(node: XmlNode): boolean {
  const scope = scopeOf(node, XML_SCOPE);
  const name = typeof scope === 'string' ? scope : resolve(elementName(node), scope);
  return typeof name !== 'string' && isSvgElement(name) && name.local === 'svg';
}

/** Elements in no namespace count as SVG: an HTML parser would make them SVG elements. */
function isSvgElement(name: ResolvedName): boolean {
  return name.namespace === undefined || name.namespace === SVG_NAMESPACE;
}

/**
 * Replaces character and predefined entity references, as an XML parser does; any other entity
 * is undeclared (DTDs are refused), which makes the document not well-formed.
 */
function decodeReferences(
  raw: string,
): { text: string; problem?: undefined } | { problem: string } {
  let problem: string | undefined;
  const text = raw.replace(/&([^&;]*)(;?)/g, (reference, body: string, semicolon: string) => {
    const decoded = semicolon ? referenceText(body) : undefined;
    if (decoded !== undefined) return decoded;
    problem ??=
      semicolon && /^[A-Za-z_][\w.-]*$/.test(body)
        ? `The file is not a well-formed SVG document: the entity &${body}; is not declared.`
        : NOT_WELL_FORMED;
    return reference;
  });
  return problem === undefined ? { text } : { problem };
}

function referenceText(body: string): string | undefined {
  const number = /^#x([0-9a-fA-F]+)$/.exec(body)?.[1] ?? /^#([0-9]+)$/.exec(body)?.[1];
  if (number === undefined) return PREDEFINED_ENTITIES[body];
  const codePoint = Number.parseInt(number, body.startsWith('#x') ? 16 : 10);
  const isXmlChar =
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff);
  return isXmlChar ? String.fromCodePoint(codePoint) : undefined;
}

/** Browsers ignore whitespace and control characters inside a URL scheme. */
function scheme(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

const INLINE_RASTER = /^data:image\/(png|jpeg|gif|webp);/;

function isLocalReference(value: string, rasterAllowed: boolean): boolean {
  const target = scheme(value);
  return target.startsWith('#') || (rasterAllowed && INLINE_RASTER.test(target));
}

/** CSS escapes (`\69`, `\000069 `, `\i`) as the CSS tokenizer decodes them. */
function decodeCssEscapes(css: string): string {
  return css.replace(
    /\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S]))/g,
    (_escape, hex: string | undefined, newline: string | undefined, character: string) => {
      if (newline !== undefined) return '';
      if (hex === undefined) return character;
      const codePoint = Number.parseInt(hex, 16);
      const isValid =
        codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return isValid ? String.fromCodePoint(codePoint) : '\ufffd';
    },
  );
}

/** The argument of each `url(...)` or `src(...)`, quoted or not, up to its end or the text's. */
function urlArguments(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/(?:url|src)\(\s*/gi)) {
    const rest = css.slice((match.index ?? 0) + match[0].length);
    const quote = rest[0] === '"' || rest[0] === "'" ? rest[0] : undefined;
    const end = quote ? rest.indexOf(quote, 1) : rest.indexOf(')');
    const argument = quote
      ? rest.slice(1, end < 0 ? undefined : end)
      : rest.slice(0, end < 0 ? undefined : end);
    found.push(argument.trim());
  }
  return found;
}

/**
 * CSS may fetch through `@import`, `url()`/`src()` that is not a local fragment or an inline
 * image, and `image-set()`/`image()`, whose plain strings are URLs. Checked both with comments
 * kept (a comment opener inside a string hides nothing from the browser) and removed (so a
 * comment cannot split a keyword).
 */
function cssProblem(css: string): string | undefined {
  const withoutComments = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
  for (const form of [decodeCssEscapes(css), decodeCssEscapes(withoutComments)]) {
    if (/@import/i.test(form)) return IMPORT;
    if (/image(?:-set)?\(/i.test(form)) return EXTERNAL;
    if (urlArguments(form).some((argument) => !isLocalReference(argument, true))) return EXTERNAL;
    if (scheme(form).includes('javascript:')) return JAVASCRIPT;
  }
  return undefined;
}

function elementProblem(node: XmlNode, parentScope: Scope): string | undefined {
  const name = elementName(node);
  if (name.startsWith('?')) return messageText('svg_processing_instruction');
  const scope = scopeOf(node, parentScope);
  if (typeof scope === 'string') return scope;
  const resolved = resolve(name, scope);
  if (typeof resolved === 'string') return resolved;
  const isSvg = isSvgElement(resolved);
  if (resolved.local === 'script') return messageText('svg_script');
  if (
    isSvg
      ? !SVG_ELEMENTS.has(resolved.local)
      : !INERT_METADATA_NAMESPACES.has(resolved.namespace ?? '')
  ) {
    return `SVG files may not contain <${name.toLowerCase()}> elements.`;
  }
  for (const [attribute, raw] of attributesOf(node)) {
    const problem = attributeProblem(resolved.local, isSvg, attribute, raw, scope);
    if (problem) return problem;
  }

  const children = node[name];
  if (!Array.isArray(children)) return undefined;
  // A <style>'s sheet is its own text and CDATA joined, as browsers read it, so a comment or an
  // element between two pieces of a keyword hides nothing.
  let ownText = '';
  for (const child of children as XmlNode[]) {
    if (COMMENT in child) continue;
    if (CDATA in child) {
      ownText += (child[CDATA] as XmlNode[]).map((part) => String(part[TEXT] ?? '')).join('');
      continue;
    }
    if (TEXT in child) {
      const text = decodeReferences(String(child[TEXT]));
      if (text.problem !== undefined) return text.problem;
      ownText += text.text;
      continue;
    }
    const problem = elementProblem(child, scope);
    if (problem) return problem;
  }
  return isSvg && resolved.local === 'style' ? cssProblem(ownText) : undefined;
}

function attributeProblem(
  element: string,
  onSvgElement: boolean,
  attribute: string,
  raw: string,
  scope: Scope,
): string | undefined {
  const decoded = decodeReferences(raw);
  if (decoded.problem !== undefined) return decoded.problem;
  const value = decoded.text;
  const { prefix, local: rawLocal } = splitName(attribute);
  const local = rawLocal.toLowerCase();
  if (local.startsWith('on')) {
    return `SVG files may not contain event handler attributes (${attribute}).`;
  }
  if (scheme(value).includes('javascript:')) return JAVASCRIPT;

  const refused = `SVG files may not use the attribute "${attribute}".`;
  if (attribute === 'xmlns' || prefix === 'xmlns') {
    return DECLARABLE_NAMESPACES.has(value) ? undefined : refused;
  }
  const namespace = prefix ? scope.get(prefix) : undefined;
  if (prefix && !namespace) return undeclaredPrefix(prefix);
  const isLink =
    (!prefix && local === 'href') || (namespace === XLINK_NAMESPACE && local === 'href');
  const isAllowed = !prefix
    ? !onSvgElement || SVG_ATTRIBUTES.has(local) || FREE_ATTRIBUTE.test(local)
    : namespace === XLINK_NAMESPACE
      ? local === 'href'
      : namespace === XML_NAMESPACE
        ? XML_ATTRIBUTES.has(local)
        : INERT_METADATA_NAMESPACES.has(namespace ?? '');
  if (!isAllowed) return refused;

  if (onSvgElement && isLink && !isLocalReference(value, IMAGE_ELEMENTS.has(element))) {
    return EXTERNAL;
  }
  if (ANIMATION_ELEMENTS.has(element) && local === 'attributename') {
    const target = splitName(value).local.toLowerCase();
    if (target.startsWith('on') || target === 'href') {
      return messageText('svg_animation');
    }
  }
  // Presentation attributes and animation values are CSS values, so any of them may hold url().
  return cssProblem(value);
}
