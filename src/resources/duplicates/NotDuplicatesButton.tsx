import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbAlt';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { DuplicatePair } from '../../../shared/resources/duplicates';
import { organizations } from '../../../shared/resources/organizations';
import { useMayDo } from '../../authProvider/useMayDo';
import { dismissDuplicatePair } from '../../dataProvider/resources/duplicates';
import { asIs } from '../../i18n/text';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useNotifyText } from '../shared/notifyText';
import { useConfirmedAction } from '../shared/useConfirmedAction';

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
  const dialog = useConfirmedAction(translate('console.shared.bulk.no_answer'));
  if (!pair || !mayChange) return null;
  const names = { name: pair.organization.name, other: pair.other.name };
  const label = translate('console.duplicates.not_duplicates');
  const confirm = () =>
    dialog.run(async () => {
      await dismissDuplicatePair(pair.id);
      notifyText(translate('console.duplicates.dismissed', names), { type: 'success' });
      refresh();
    });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="primary"
          size="small"
          aria-label={translate('console.duplicates.not_duplicates_named', names)}
          onClick={(event) => {
            event.stopPropagation();
            dialog.show();
          }}
        >
          <DoNotDisturbIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={dialog.open}
        onClose={dialog.close}
        onClick={(event) => event.stopPropagation()}
        title="console.duplicates.not_duplicates_title"
        failure={dialog.failure}
        question={asIs(translate('console.duplicates.not_duplicates_question', names))}
        actions={
          <>
            <Button variant="contained" onClick={() => void confirm()} disabled={dialog.pending}>
              {label}
            </Button>
            <Button onClick={dialog.close} disabled={dialog.pending}>
              {translate('ra.action.cancel')}
            </Button>
          </>
        }
      />
    </>
  );
}
