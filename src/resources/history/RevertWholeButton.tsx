import { Box, Button, Typography } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useMayDo } from '../../authProvider/useMayDo';
import type { MessageKey } from '../../i18n/text';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useConfirmedAction } from '../shared/useConfirmedAction';

/** The texts of each kind of group of entries that go back together. */
const GROUP_TEXTS = {
  merge: {
    part_of: 'console.merge.history.part_of',
    reverted: 'console.merge.history.reverted',
    revert: 'console.merge.history.revert',
    revert_label: 'console.merge.history.revert_label',
    revert_title: 'console.merge.history.revert_title',
    revert_question: 'console.merge.history.revert_question',
    revert_answered: 'console.merge.history.revert_answered',
    revert_failed: 'console.merge.history.revert_failed',
  },
  import: {
    part_of: 'console.import.history.part_of',
    reverted: 'console.import.history.reverted',
    revert: 'console.import.history.revert',
    revert_label: 'console.import.history.revert_label',
    revert_title: 'console.import.history.revert_title',
    revert_question: 'console.import.history.revert_question',
    revert_answered: 'console.import.history.revert_answered',
    revert_failed: 'console.import.history.revert_failed',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/**
 * A history entry that an organization merge or an import made: it says which one, and offers to
 * revert it as a whole (confirmed; a refusal, such as a record changed since, stays in the
 * dialog). Reverting is for those who may change organizations; one reverted already says so.
 * A revert that runs as a job (an import's) is followed at `followAt`; one done at once refreshes.
 */
export function RevertWholeButton({
  group,
  id,
  reverted,
  revert,
  followAt,
}: {
  group: keyof typeof GROUP_TEXTS;
  id: number;
  reverted: boolean;
  revert: (id: number) => Promise<unknown>;
  followAt?: string;
}) {
  const translate = useTranslate();
  const texts = GROUP_TEXTS[group];
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const mayChange = useMayDo('edit', { resource: 'organizations' });
  const dialog = useConfirmedAction(translate(texts.revert_failed));
  const run = () =>
    dialog.run(async () => {
      await revert(id);
      notify(translate(texts.revert_answered, { id }), { type: 'success' });
      if (followAt) navigate(followAt);
      else refresh();
    });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {translate(reverted ? texts.reverted : texts.part_of, { id })}
      </Typography>
      {mayChange && !reverted && (
        <Button
          size="small"
          aria-label={translate(texts.revert_label, { id })}
          onClick={(event) => {
            event.stopPropagation();
            dialog.show();
          }}
        >
          {translate(texts.revert)}
        </Button>
      )}
      <ConfirmDialog
        open={dialog.open}
        onClose={dialog.close}
        onClick={(event) => event.stopPropagation()}
        title={texts.revert_title}
        failure={dialog.failure}
        question={texts.revert_question}
        actions={
          <>
            <Button variant="contained" onClick={() => void run()} disabled={dialog.pending}>
              {translate(texts.revert)}
            </Button>
            <Button onClick={dialog.close} disabled={dialog.pending}>
              {translate('ra.action.cancel')}
            </Button>
          </>
        }
      />
    </Box>
  );
}
