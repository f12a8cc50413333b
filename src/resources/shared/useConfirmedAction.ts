import { useState } from 'react';
import { errorMessage } from '../../ui/errorMessage';

/**
 * The state of an action asked in a dialog: `show` opens it, `run` runs the action (pending while
 * it runs; closed once it is done, or the reason it failed shown in the dialog, `fallback` when
 * the server gave none), and `close` closes it unless the action is under way.
 */
export function useConfirmedAction(fallback: string) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const show = () => {
    setFailure(null);
    setOpen(true);
  };
  const close = () => {
    if (!pending) setOpen(false);
  };
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setFailure(null);
    try {
      await action();
      setOpen(false);
    } catch (error) {
      setFailure(errorMessage(error, fallback));
    } finally {
      setPending(false);
    }
  };
  return { open, pending, failure, show, close, run };
}
