import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box } from '@mui/material';
import { useMayDo } from '../../authProvider/useMayDo';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import type { ContentKind } from './contentKind';
import { RowLinkButton } from './RowLinkButton';

/**
 * A table row's View, Edit and Delete (of the row's record), each shown when given and, for Edit
 * and Delete, when the signed-in person may change that record.
 */
export function RowActions({
  view,
  edit,
  deleteKind,
}: {
  view?: string;
  edit?: string;
  deleteKind?: ContentKind;
}) {
  const mayEdit = useMayDo('edit');
  const mayDelete = useMayDo('delete');
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {view !== undefined && (
        <RowLinkButton
          label="console.shared.view"
          to={view}
          icon={<VisibilityIcon fontSize="small" />}
        />
      )}
      {edit !== undefined && mayEdit && (
        <RowLinkButton label="ra.action.edit" to={edit} icon={<EditIcon fontSize="small" />} />
      )}
      {deleteKind && mayDelete && <ConfirmDeleteButton kind={deleteKind} />}
    </Box>
  );
}
