import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { formatNumber } from '../../i18n/format';
import { type Text, useText } from '../../i18n/text';

/** `Unpublished Organizations` -> `unpublished-organizations`; accents dropped (Québec -> quebec). */
const fileNamePart = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * What an exported file is called: the list's title, after its resource's name when the title
 * names none of its words (`cities-canada-ontario`), then the user's day.
 */
export function exportFileName(resource: string, title: string, day: string): string {
  const [kind, list] = [fileNamePart(resource), fileNamePart(title)];
  const titleWords = new Set(list.split('-'));
  const named = kind.split('-').some((word) => titleWords.has(word));
  return `${named ? list : `${kind}-${list}`}-${day}.csv`;
}

/** The user's day, as `2026-11-23`. */
export const today = () => {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/** Hands a downloaded file to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A download the user may cancel: `start` runs one (given its abort signal), tells the user when
 * it fails (not when they cancelled it), and `active` is true while it runs.
 */
export function useDownload() {
  const notify = useNotify();
  const running = useRef<AbortController | null>(null);
  const [active, setActive] = useState(false);
  const start = async (download: (signal: AbortSignal) => Promise<void>) => {
    const controller = new AbortController();
    running.current = controller;
    setActive(true);
    try {
      await download(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) {
        const reason = error instanceof Error ? error.message : String(error);
        notify('console.shared.export.failed', { type: 'error', messageArgs: { reason } });
      }
    } finally {
      running.current = null;
      setActive(false);
    }
  };
  return { active, start, cancel: () => running.current?.abort() };
}

/** A running download's progress: what has arrived, and a bar (of `percent` when known). */
export function DownloadProgress({
  caption,
  label,
  percent,
}: {
  caption: string;
  label: string;
  percent?: number | undefined;
}) {
  return (
    <Box role="status" sx={{ minWidth: 150 }}>
      <Typography variant="caption">{caption}</Typography>
      <LinearProgress
        aria-label={label}
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
      />
    </Box>
  );
}

/** A download's button (Cancel while it runs, its progress beside it). */
export function DownloadButton({
  download,
  start,
  label,
  cancelLabel,
  hint,
  progress,
}: {
  download: ReturnType<typeof useDownload>;
  start: () => Promise<void>;
  label: string;
  cancelLabel: string;
  hint?: string;
  progress: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {download.active && progress}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        title={hint}
        onClick={() => (download.active ? download.cancel() : void start())}
      >
        {download.active ? cancelLabel : label}
      </Button>
    </Box>
  );
}

/**
 * Export: downloads every record matching the list's filters, in its order, as a CSV named after
 * the list (its `title`, as the user reads it) and the day; shows how many have arrived (of the
 * list's total) and can be cancelled.
 */
export function ExportButton({ title, meta }: { title: Text; meta?: Record<string, unknown> }) {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const show = useText();
  const [received, setReceived] = useState(0);
  const download = useDownload();

  const start = () =>
    download.start(async (signal) => {
      setReceived(0);
      const fileName = exportFileName(resource, show(title), today());
      const file = await dataProvider.exportList(resource, {
        filter: filterValues,
        sort,
        meta,
        signal,
        onRecords: setReceived,
      });
      saveFile(file.blob, fileName);
      notify('console.shared.export.done', {
        type: 'success',
        messageArgs: {
          smart_count: file.records,
          count: formatNumber(file.records),
          file: fileName,
        },
      });
    });

  const known = typeof total === 'number' && total > 0;
  return (
    <DownloadButton
      download={download}
      start={start}
      label={translate('ra.action.export')}
      cancelLabel={translate('console.shared.export.cancel')}
      progress={
        <DownloadProgress
          caption={
            known
              ? translate('console.shared.export.exporting_of', {
                  received: formatNumber(received),
                  total: formatNumber(total),
                })
              : translate('console.shared.export.exporting', { received: formatNumber(received) })
          }
          label={translate('console.shared.export.progress')}
          percent={known ? Math.min(100, (received / total) * 100) : undefined}
        />
      }
    />
  );
}
