import MergeIcon from '@mui/icons-material/MergeType';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Form, type RaRecord, useNavigate, useTranslate } from 'react-admin';
import { useMayDo } from '../../../authProvider/useMayDo';
import { POPUP_FADE_MS } from '../../../ui/popup';
import { mergePath } from '../../paths';
import { OrganizationAutocomplete } from '../../shared/OrganizationAutocomplete';

/**
 * "Merge with…" on an organization's page: a dialog picks the other organization by name, then
 * the merge screen compares the two. Shown to those who may change organizations.
 */
export function MergeWithButton({ organization }: { organization: RaRecord }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const mayChange = useMayDo('edit', { resource: 'organizations' });
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!mayChange) return null;
  const notThisOne = (values: Record<string, unknown>) =>
    String(values.other_id) === String(organization.id)
      ? { other_id: translate('console.merge.same_record') }
      : {};
  return (
    <>
      <Button startIcon={<MergeIcon />} onClick={() => setOpen(true)}>
        {translate('console.merge.merge_with')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        transitionDuration={POPUP_FADE_MS}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <Form
          validate={notThisOne}
          onSubmit={(values: Record<string, unknown>) => {
            if (values.other_id) navigate(mergePath(organization.id, String(values.other_id)));
          }}
        >
          <DialogTitle id={titleId}>
            {translate('console.merge.pick_title', { name: organization.name })}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('console.merge.pick_intro')}
            </Typography>
            <OrganizationAutocomplete source="other_id" label="console.merge.other" />
          </DialogContent>
          <DialogActions>
            <Button type="submit" variant="contained">
              {translate('console.merge.next')}
            </Button>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
