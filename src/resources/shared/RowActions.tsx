import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box } from '@mui/material';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import type { ContentKind } from './contentKind';
import { RowLinkButton } from './RowLinkButton';

/** A table row's View, Edit and Delete (of the row's record), each shown when given. */
export function RowActions({
  view,
  edit,
  deleteKind,
}: {
  view?: string;
  edit?: string;
  deleteKind?: ContentKind;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {view !== undefined && (
        <RowLinkButton
          label="console.shared.view"
          to={view}
          icon={<VisibilityIcon fontSize="small" />}
        />
      )}
      {edit !== undefined && (
        <RowLinkButton label="ra.action.edit" to={edit} icon={<EditIcon fontSize="small" />} />
      )}
      {deleteKind && <ConfirmDeleteButton kind={deleteKind} />}
    </Box>
  );
}
