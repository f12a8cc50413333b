/**
 * Generated SVG artwork for seeded categories, organizations and events: plain shapes and
 * text only (no script, event handlers, links or external references), so every file passes
 * the same SVG safety check as an administrator's upload.
 */

export interface SvgFile {
  filename: string;
  svg: string;
}

export const PALETTE = [
  '#1b5e20',
  '#0d47a1',
  '#b71c1c',
  '#4a148c',
  '#e65100',
  '#006064',
  '#3e2723',
  '#880e4f',
  '#33691e',
  '#1a237e',
  '#bf360c',
  '#263238',
] as const;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Up to two capital initials of the words of a name, e.g. "Arts & Culture" -> "AC". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A square category icon: rounded tile with the category's initials. */
export function categoryIcon(name: string, color: string): SvgFile {
  const body =
    `<rect width="64" height="64" rx="14" fill="${color}"/>` +
    `<circle cx="50" cy="14" r="6" fill="#ffffff" fill-opacity="0.35"/>` +
    `<text x="32" y="41" font-family="Arial, sans-serif" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>`;
  return { filename: `${slug(name)}.svg`, svg: svgDocument(64, 64, body) };
}

/** A wide card banner: coloured field, a few circles and the record's title. */
export function cardImage(title: string, color: string, variant: number): SvgFile {
  const shown = title.length > 38 ? `${title.slice(0, 37)}…` : title;
  const circles = [0, 1, 2]
    .map((index) => {
      const cx = 80 + ((variant * 53 + index * 197) % 460);
      const cy = 40 + ((variant * 31 + index * 89) % 220);
      const r = 30 + ((variant + index * 7) % 50);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.15"/>`;
    })
    .join('');
  const body =
    `<rect width="600" height="300" fill="${color}"/>${circles}` +
    `<rect y="220" width="600" height="80" fill="#000000" fill-opacity="0.35"/>` +
    `<text x="24" y="270" font-family="Arial, sans-serif" font-size="30" fill="#ffffff">${escapeXml(shown)}</text>`;
  return { filename: `${slug(title) || 'card'}-card.svg`, svg: svgDocument(600, 300, body) };
}

/** A round profile picture with the record's initials. */
export function profileImage(title: string, color: string): SvgFile {
  const body =
    `<rect width="200" height="200" fill="#eceff1"/>` +
    `<circle cx="100" cy="100" r="92" fill="${color}"/>` +
    `<text x="100" y="122" font-family="Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials(title) || '?')}</text>`;
  return { filename: `${slug(title) || 'profile'}-profile.svg`, svg: svgDocument(200, 200, body) };
}
