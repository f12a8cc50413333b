import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SharedIcon from '@mui/icons-material/PeopleOutlined';
import {
  Alert,
  Box,
  Button,
  Divider,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useGetList, useListContext, useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../../../shared/schemas/savedView';
import { DeleteViewDialog } from './DeleteViewDialog';
import { SaveViewDialog } from './SaveViewDialog';
import { applyView, listKeyOf, SAVED_VIEWS } from './savedView';

/** Who sees a view, as its line says: the person alone, everyone, or shared by someone else. */
function audience(view: SavedView, translate: ReturnType<typeof useTranslate>) {
  if (!view.shared) return translate('console.savedViews.only_you');
  return view.mine
    ? translate('console.savedViews.shared_by_you')
    : translate('console.savedViews.shared_by', { email: view.owner_email });
}

/**
 * The Views menu of a list, beside Export: the person's own and everyone's shared views of this
 * list (applying one sets the list's filters, search and order), "Save current view…", and
 * Delete on each of their own.
 */
export function SavedViewsMenu({ storeKey }: { storeKey?: string }) {
  const list = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const listKey = listKeyOf(list.resource, storeKey);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const headingId = useId();
  const { data, isPending, error } = useGetList<SavedView>(
    SAVED_VIEWS,
    {
      filter: { list: listKey },
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: open },
  );

  const closeDialog = () => {
    setSaving(false);
    setDeleting(null);
  };
  // The dialogs open from the menu, which is gone once they close: focus goes back to its button.
  const dialogOpen = saving || deleting !== null;
  const hadDialog = useRef(false);
  useEffect(() => {
    if (hadDialog.current && !dialogOpen) button.current?.focus();
    hadDialog.current = dialogOpen;
  }, [dialogOpen]);

  const apply = (view: SavedView) => {
    applyView(list, view.params);
    setOpen(false);
    notify('console.savedViews.applied', { messageArgs: { name: view.name } });
  };

  return (
    <>
      <Button
        ref={button}
        variant="outlined"
        startIcon={<BookmarksIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {translate('console.savedViews.button')}
      </Button>
      <Popover
        open={open}
        anchorEl={button.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
          {translate('console.savedViews.title')}
        </Typography>
        {isPending && open && <LinearProgress sx={{ mx: 2, my: 1 }} />}
        {error && (
          <Alert severity="error" sx={{ mx: 2, my: 1 }}>
            {translate('console.savedViews.load_failed')}
          </Alert>
        )}
        {data?.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {translate('console.savedViews.none')}
          </Typography>
        )}
        {data && data.length > 0 && (
          <List dense aria-labelledby={headingId}>
            {data.map((view) => (
              <ListItem
                key={view.id}
                disablePadding
                secondaryAction={
                  view.mine && (
                    <IconButton
                      edge="end"
                      aria-label={translate('console.savedViews.delete', { name: view.name })}
                      onClick={() => {
                        setOpen(false);
                        setDeleting(view);
                      }}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemButton onClick={() => apply(view)}>
                  <ListItemText
                    primary={view.name}
                    secondary={
                      <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
                        {view.shared && (
                          <SharedIcon
                            fontSize="inherit"
                            titleAccess={translate('console.savedViews.shared_icon')}
                            sx={{ mt: '2px' }}
                          />
                        )}
                        {audience(view, translate)}
                      </Box>
                    }
                    slotProps={{
                      primary: { sx: { overflowWrap: 'anywhere' } },
                      secondary: { sx: { overflowWrap: 'anywhere' } },
                    }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button
            fullWidth
            onClick={() => {
              setOpen(false);
              setSaving(true);
            }}
          >
            {translate('console.savedViews.save')}
          </Button>
        </Box>
      </Popover>
      {saving && <SaveViewDialog listKey={listKey} onClose={closeDialog} />}
      {deleting && <DeleteViewDialog view={deleting} onClose={closeDialog} />}
    </>
  );
}
