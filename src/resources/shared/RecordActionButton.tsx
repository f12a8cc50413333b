import { Button, IconButton, Tooltip } from '@mui/material';
import { type MouseEvent, type ReactElement, useState } from 'react';
import { type RaRecord, useRefresh, useTranslate } from 'react-admin';
import { useMayDo } from '../../authProvider/useMayDo';
import { errorMessage } from '../../ui/errorMessage';
import { useNotifyText } from './notifyText';

export interface RecordActionButtonProps {
  /** The record acted on: shown only to those who may change it. */
  resource: string;
  record: RaRecord;
  /** Sends the action; a rejection is its refusal, told in the person's words. */
  run: () => Promise<unknown>;
  icon: ReactElement;
  /** What the button says. */
  text: string;
  /** Its accessible name, where the text alone does not say which record. */
  name?: string;
  /** A tooltip saying what it does. */
  hint?: string;
  /** Said once the action succeeded. */
  done: string;
  /** Said on a refusal, from its reason (the server's, else `noReason`). */
  failed?: (reason: string) => string;
  /** The reason when the server gave none: default, that it did not answer. */
  noReason?: string;
  /** Follows a success (the review queue moves on). */
  onDone?: () => void;
  /** An icon with a tooltip, as a table row's actions are. */
  compact?: boolean;
}

/**
 * A one-press action on a record that changes it on the server (Verified, Unpublish): disabled
 * while it is sent, says when it is done, and tells a refusal in a notification that stays until
 * closed; then refreshes what shows the record. Hidden from those who may not change it.
 */
export function RecordActionButton({
  resource,
  record,
  run,
  icon,
  text,
  name,
  hint,
  done,
  failed = (reason) => reason,
  noReason,
  onDone,
  compact = false,
}: RecordActionButtonProps) {
  const translate = useTranslate();
  const notifyText = useNotifyText();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const mayChange = useMayDo('edit', { resource, record });
  if (!mayChange) return null;

  const send = async (event: MouseEvent) => {
    // A table row's click opens the record: the action stays the button's.
    event.stopPropagation();
    setSending(true);
    try {
      await run();
      notifyText(done, { type: 'success' });
      onDone?.();
    } catch (error) {
      const reason = errorMessage(error, noReason ?? translate('console.shared.bulk.no_answer'));
      notifyText(failed(reason), { type: 'error', autoHideDuration: null });
    } finally {
      setSending(false);
      refresh();
    }
  };

  return compact ? (
    <Tooltip title={hint ?? text}>
      <IconButton
        color="primary"
        size="small"
        onClick={(event) => void send(event)}
        disabled={sending}
        aria-label={name ?? text}
      >
        {icon}
      </IconButton>
    </Tooltip>
  ) : (
    <Button
      variant="outlined"
      startIcon={icon}
      onClick={(event) => void send(event)}
      disabled={sending}
      aria-label={name}
      title={hint}
    >
      {text}
    </Button>
  );
}
