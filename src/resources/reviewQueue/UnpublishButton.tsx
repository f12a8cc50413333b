import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { type RaRecord, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import { useMayDo } from '../../authProvider/useMayDo';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { errorMessage } from '../../ui/errorMessage';
import { useNotifyText } from '../shared/notifyText';

/**
 * Unpublish a published listing, through the organizations' own unpublish (their bulk action,
 * for this one record: its region and history as any unpublish); `onUnpublished` follows a
 * success. A refusal stays on screen until closed. Hidden from those who may not change the
 * organization, and when it is not published.
 */
export function UnpublishButton({
  record,
  onUnpublished,
  compact = false,
}: {
  record: RaRecord;
  onUnpublished?: () => void;
  /** An icon with a tooltip, as a table row's actions are. */
  compact?: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const name = String(record.name);
  const unpublish = useMutation({
    mutationFn: async () => {
      const { data } = await dataProvider.bulkAction(organizations.name, {
        action: 'unpublish',
        ids: [record.id],
      });
      const [refusal] = data.refused;
      if (refusal) throw new Error(refusal.message);
    },
    onSuccess: () => {
      notifyText(translate('console.reviewQueue.unpublished', { name }), { type: 'success' });
      onUnpublished?.();
    },
    onError: (error) => {
      const reason = errorMessage(error, translate('console.reviewQueue.no_answer'));
      notifyText(translate('console.reviewQueue.unpublish_failed', { reason }), {
        type: 'error',
        autoHideDuration: null,
      });
    },
    onSettled: () => refresh(),
  });
  const mayChange = useMayDo('edit', { resource: organizations.name, record });
  if (!mayChange || !record.is_published) return null;

  const label = translate('console.reviewQueue.unpublish_label', { name });
  const send = (event: MouseEvent) => {
    event.stopPropagation();
    unpublish.mutate();
  };
  return compact ? (
    <Tooltip title={translate('console.reviewQueue.unpublish')}>
      <IconButton
        color="primary"
        size="small"
        onClick={send}
        disabled={unpublish.isPending}
        aria-label={label}
      >
        <UnpublishedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : (
    <Button
      variant="outlined"
      startIcon={<UnpublishedIcon />}
      onClick={send}
      disabled={unpublish.isPending}
      aria-label={label}
    >
      {translate('console.reviewQueue.unpublish')}
    </Button>
  );
}
