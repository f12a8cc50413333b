import { messageText } from '../../shared/messages';
import type { FieldErrors } from '../../shared/validation';
import { HttpError } from '../http/errors';
import { svgProblem } from './svg';

/** `image`: png, jpeg, webp, gif or a safe svg; `svg`: a safe svg only. */
export interface FileRule {
  kind: 'image' | 'svg';
  /** What the console calls the field, for messages about the file as a whole: `Card image`. */
  label: string;
  required?: boolean;
  description?: string;
  /** A rule on the file's name too (e.g. a `.svg` ending), checked before its bytes. */
  acceptsName?: (filename: string) => boolean;
  /** Message for a file of another kind (wrong name, not markup); default: what is expected. */
  wrongKindMessage?: string;
}

export interface UploadedFile {
  filename: string;
  /** Decided from the bytes, never from what the client claimed. */
  contentType: string;
  bytes: Uint8Array;
}

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** 413 naming every declared upload field whose file is over MAX_FILE_BYTES. */
export function refuseOversizeFiles(
  rules: Record<string, FileRule>,
  received: Record<string, File>,
) {
  const oversize = Object.entries(rules).filter(
    ([field]) => (received[field]?.size ?? 0) > MAX_FILE_BYTES,
  );
  if (oversize.length === 0) return;
  const limit = `${MAX_FILE_BYTES / 1024 / 1024} MB`;
  const labels = oversize.map(([, rule]) => rule.label);
  const verb = labels.length === 1 ? 'is' : 'are';
  throw new HttpError(
    413,
    `${labels.join(' and ')} ${verb} larger than the ${limit} limit.`,
    Object.fromEntries(oversize.map(([field]) => [field, `The file is larger than ${limit}.`])),
  );
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function rasterType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

function decodeText(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
}

const KIND_NAMES = { image: 'a PNG, JPEG, WebP, GIF or SVG image', svg: 'an SVG file' };

/** Checks one file against its rule; answers the stored form or the message for its field. */
export async function checkUpload(
  file: File,
  rule: FileRule,
): Promise<{ file: UploadedFile } | { error: string }> {
  const wrongKind = rule.wrongKindMessage ?? `Please upload ${KIND_NAMES[rule.kind]}.`;
  if (rule.acceptsName && !rule.acceptsName(file.name)) return { error: wrongKind };
  if (file.size === 0) return { error: messageText('file_empty') };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const filename = file.name || 'upload';
  const raster = rule.kind === 'image' ? rasterType(bytes) : undefined;
  if (raster) return { file: { filename, contentType: raster, bytes } };

  const text = decodeText(bytes);
  // Not markup at all (binary, plain text): say what is expected rather than why XML failed.
  if (
    text === undefined ||
    !text
      .replace(/^\uFEFF/, '')
      .trimStart()
      .startsWith('<')
  ) {
    return { error: wrongKind };
  }
  const problem = svgProblem(text);
  if (problem) return { error: problem };
  return { file: { filename, contentType: 'image/svg+xml', bytes } };
}

/** Checks every declared upload field; a missing required file is a field error too. */
export async function checkUploads(
  rules: Record<string, FileRule>,
  received: Record<string, File>,
): Promise<{ files: Record<string, UploadedFile | undefined>; errors: FieldErrors }> {
  const files: Record<string, UploadedFile | undefined> = {};
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const file = received[field];
    if (!file) {
      if (rule.required) errors[field] = 'Required';
      continue;
    }
    const result = await checkUpload(file, rule);
    if ('error' in result) errors[field] = result.error;
    else files[field] = result.file;
  }
  return { files, errors };
}
