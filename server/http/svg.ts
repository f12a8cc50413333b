import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Decides whether an uploaded SVG is safe to store and serve. The document is parsed (entities
 * decoded the way a browser would) and every element and attribute is inspected, so tricks such
 * as `&#106;avascript:`, namespaced `<svg:script>` or mixed-case `onLoad` are seen for what they are.
 * Answers the reason it is refused, or undefined when it is acceptable.
 */
export function svgProblem(text: string): string | undefined {
  // DOCTYPE and entity declarations only serve entity tricks (XXE, billion laughs) in an icon;
  // refusing any occurrence, even inside a comment, errs on the safe side.
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    return 'SVG files with a DOCTYPE or entity declarations are not allowed.';
  if (XMLValidator.validate(text) !== true) return 'The file is not a well-formed SVG document.';

  let nodes: XmlNode[];
  try {
    nodes = parser.parse(text) as XmlNode[];
  } catch {
    return 'The file is not a well-formed SVG document.';
  }
  const elements = nodes.filter((node) => !isTextOrComment(node));
  const roots = elements.filter((node) => !elementName(node).startsWith('?'));
  if (roots.length !== 1 || localName(elementName(roots[0] as XmlNode)) !== 'svg') {
    return 'The file is not an SVG image (its root element must be <svg>).';
  }
  for (const node of elements) {
    const problem = nodeProblem(node);
    if (problem) return problem;
  }
  return undefined;
}

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, unknown> };

const TEXT = '#text';
const COMMENT = '#comment';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: true,
  htmlEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  commentPropName: COMMENT,
});

const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object']);
const REFERENCE_ATTRIBUTES = new Set(['href', 'src']);
const ANIMATION_ELEMENTS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);

function isTextOrComment(node: XmlNode): boolean {
  return TEXT in node || COMMENT in node;
}

function elementName(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

function localName(name: string): string {
  return (name.split(':').pop() ?? '').toLowerCase();
}

/** Browsers ignore whitespace and control characters inside a URL scheme. */
function scheme(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

function isLocalReference(value: string): boolean {
  const target = scheme(value);
  return target.startsWith('#') || /^data:image\/(png|jpeg|gif|webp);/.test(target);
}

/** CSS may fetch too: `@import` and `url(...)` that is not a local fragment or an inline image. */
function cssProblem(css: string): string | undefined {
  if (/@import/i.test(css)) return 'SVG files may not import style sheets.';
  for (const match of css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    if (!isLocalReference(match[2] ?? '')) return 'SVG files may not reference external resources.';
  }
  if (scheme(css).includes('javascript:')) return 'SVG files may not contain javascript: URLs.';
  return undefined;
}

function nodeProblem(node: XmlNode): string | undefined {
  const name = elementName(node);
  if (name.startsWith('?')) {
    return name === '?xml' ? undefined : 'SVG files may not contain processing instructions.';
  }
  const element = localName(name);
  if (FORBIDDEN_ELEMENTS.has(element)) {
    return element === 'script'
      ? 'SVG files may not contain scripts.'
      : `SVG files may not contain <${element}> elements.`;
  }
  for (const [attribute, raw] of Object.entries(node[':@'] ?? {})) {
    const value = String(raw);
    const attributeName = localName(attribute);
    if (attributeName.startsWith('on')) {
      return `SVG files may not contain event handler attributes (${attribute}).`;
    }
    if (scheme(value).includes('javascript:')) {
      return 'SVG files may not contain javascript: URLs.';
    }
    if (REFERENCE_ATTRIBUTES.has(attributeName) && !isLocalReference(value)) {
      return 'SVG files may not reference external resources.';
    }
    if (attributeName === 'style') {
      const problem = cssProblem(value);
      if (problem) return problem;
    }
    if (ANIMATION_ELEMENTS.has(element) && attributeName === 'attributename') {
      const target = localName(value);
      if (target.startsWith('on') || REFERENCE_ATTRIBUTES.has(target)) {
        return 'SVG files may not animate links or event handlers.';
      }
    }
  }
  const children = node[name];
  if (!Array.isArray(children)) return undefined;
  for (const child of children as XmlNode[]) {
    if (TEXT in child) {
      if (element === 'style') {
        const problem = cssProblem(String(child[TEXT]));
        if (problem) return problem;
      }
      continue;
    }
    if (COMMENT in child) continue;
    const problem = nodeProblem(child);
    if (problem) return problem;
  }
  return undefined;
}
