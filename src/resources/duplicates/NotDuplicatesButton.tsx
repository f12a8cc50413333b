import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbAlt';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { DuplicatePair } from '../../../shared/resources/duplicates';
import { organizations } from '../../../shared/resources/organizations';
import { useMayDo } from '../../authProvider/useMayDo';
import { dismissDuplicatePair } from '../../dataProvider/resources/duplicates';
import { asIs } from '../../i18n/text';
import { errorMessage } from '../../ui/errorMessage';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useNotifyText } from '../shared/notifyText';

/**
 * A pair's "Not duplicates": asks first (the pair never comes back), then marks it and refreshes
 * the list. Shown to those who may change organizations.
 */
export function NotDuplicatesButton() {
  const pair = useRecordContext<DuplicatePair & { id: number }>();
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const mayChange = useMayDo('edit', { resource: organizations.name, record: pair });
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!pair || !mayChange) return null;
  const names = { name: pair.organization.name, other: pair.other.name };
  const label = translate('console.duplicates.not_duplicates');
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const confirm = async () => {
    setSending(true);
    try {
      await dismissDuplicatePair(pair.id);
      close();
      notifyText(translate('console.duplicates.dismissed', names), { type: 'success' });
      refresh();
    } catch (error) {
      setFailure(errorMessage(error, translate('console.shared.bulk.no_answer')));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="primary"
          size="small"
          aria-label={translate('console.duplicates.not_duplicates_named', names)}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <DoNotDisturbIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        title="console.duplicates.not_duplicates_title"
        failure={failure}
        question={asIs(translate('console.duplicates.not_duplicates_question', names))}
        actions={
          <>
            <Button variant="contained" onClick={() => void confirm()} disabled={sending}>
              {label}
            </Button>
            <Button onClick={close} disabled={sending}>
              {translate('ra.action.cancel')}
            </Button>
          </>
        }
      />
    </>
  );
}
