import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
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
const today = () => {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/** Hands a downloaded file to the browser as a download named `name`. */
function saveFile(blob: Blob, name: string) {
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
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    running.current = controller;
    setReceived(0);
    const fileName = exportFileName(resource, show(title), today());
    try {
      const file = await dataProvider.exportList(resource, {
        filter: filterValues,
        sort,
        meta,
        signal: controller.signal,
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
    } catch (error) {
      if (!controller.signal.aborted) {
        const reason = error instanceof Error ? error.message : String(error);
        notify('console.shared.export.failed', { type: 'error', messageArgs: { reason } });
      }
    } finally {
      running.current = null;
      setReceived(null);
    }
  };

  const exporting = received !== null;
  const known = typeof total === 'number' && total > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {exporting && (
        <Box role="status" sx={{ minWidth: 150 }}>
          <Typography variant="caption">
            {known
              ? translate('console.shared.export.exporting_of', {
                  received: formatNumber(received),
                  total: formatNumber(total),
                })
              : translate('console.shared.export.exporting', { received: formatNumber(received) })}
          </Typography>
          <LinearProgress
            aria-label={translate('console.shared.export.progress')}
            variant={known ? 'determinate' : 'indeterminate'}
            value={known ? Math.min(100, (received / total) * 100) : undefined}
          />
        </Box>
      )}
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => (exporting ? running.current?.abort() : void start())}
      >
        {translate(exporting ? 'console.shared.export.cancel' : 'ra.action.export')}
      </Button>
    </Box>
  );
}
