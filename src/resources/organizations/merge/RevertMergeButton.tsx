import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useMayDo } from '../../../authProvider/useMayDo';
import { revertMerge } from '../../../dataProvider/resources/organizationMerges';
import { errorMessage } from '../../../ui/errorMessage';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

/**
 * A history entry a merge made: it says which merge, and offers to revert the whole merge
 * (confirmed; a refusal, such as a record changed since, stays in the dialog). Reverting is
 * for those who may change organizations; a merge reverted already says so.
 */
export function RevertMergeButton({ mergeId, reverted }: { mergeId: number; reverted: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mayChange = useMayDo('edit', { resource: 'organizations' });
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (!pending) setOpen(false);
  };
  const run = async () => {
    setPending(true);
    setFailure(null);
    try {
      await revertMerge(mergeId);
      setOpen(false);
      notify(translate('console.merge.history.reverted_done'), { type: 'success' });
      refresh();
    } catch (error) {
      setFailure(errorMessage(error, translate('console.merge.history.revert_failed')));
    } finally {
      setPending(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(reverted ? 'console.merge.history.reverted' : 'console.merge.history.part_of', {
          id: mergeId,
        })}
      </Typography>
      {mayChange && !reverted && (
        <Button
          size="small"
          aria-label={translate('console.merge.history.revert_label', { id: mergeId })}
          onClick={(event) => {
            event.stopPropagation();
            setFailure(null);
            setOpen(true);
          }}
        >
          {translate('console.merge.history.revert')}
        </Button>
      )}
      <ConfirmDialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        title="console.merge.history.revert_title"
        failure={failure}
        question="console.merge.history.revert_question"
        actions={
          <>
            <Button variant="contained" onClick={() => void run()} disabled={pending}>
              {translate('console.merge.history.revert')}
            </Button>
            <Button onClick={close} disabled={pending}>
              {translate('ra.action.cancel')}
            </Button>
          </>
        }
      />
    </Box>
  );
}
