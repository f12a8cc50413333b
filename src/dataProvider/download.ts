import { type ApiFetchInit, downloadCut, sendForFile } from './http';

/** A file the server streamed, with how many CSV records it holds. */
export interface DownloadedFile {
  blob: Blob;
  records: number;
}

/** What a download may be told: its query and signal, and each chunk as it arrives. */
type DownloadInit = Omit<ApiFetchInit, 'method' | 'json' | 'form'> & {
  onChunk?: (chunk: Uint8Array) => void;
};

/**
 * Downloads a file that the server streams, as a Blob of `type` (which it also asks for);
 * `onChunk` sees each chunk as it arrives. A download cut short fails rather than answer part of
 * the file.
 */
export async function apiDownload(path: string, type: string, init: DownloadInit): Promise<Blob> {
  const reader = (await sendForFile(path, type, init)).getReader();
  const chunks: BlobPart[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      init.onChunk?.(value);
    }
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw downloadCut();
  }
  return new Blob(chunks, { type });
}

/**
 * Downloads a CSV that the server streams, reporting after each chunk how many records have
 * arrived (a line break outside quotes ends one; the header is not counted).
 */
export async function apiDownloadCsv(
  path: string,
  init: DownloadInit & { onRecords?: (records: number) => void },
): Promise<DownloadedFile> {
  const decoder = new TextDecoder();
  let quoted = false;
  let lines = 0;
  const blob = await apiDownload(path, 'text/csv', {
    ...init,
    onChunk(value) {
      for (const char of decoder.decode(value, { stream: true })) {
        if (char === '"') quoted = !quoted;
        else if (char === '\n' && !quoted) lines += 1;
      }
      init.onRecords?.(Math.max(0, lines - 1));
    },
  });
  return { blob, records: Math.max(0, lines - 1) };
}
