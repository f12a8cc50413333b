import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { companyLinks } from '../../../shared/resources/companyLinks';
import type { CompanyLink } from '../../../shared/schemas/companyLink';
import { useMayDo } from '../../authProvider/useMayDo';
import { LoadError } from '../../ui/LoadError';
import { AddCompanyLinkDialog } from './AddCompanyLinkDialog';
import { DeleteCompanyLinkDialog } from './DeleteCompanyLinkDialog';

/** Company links are few (the spec's API returns them all at once): ask for every one. */
const ALL_LINKS = { page: 1, perPage: 1000 };

export function CompanyLinks() {
  const translate = useTranslate();
  const {
    data: links = [],
    error,
    refetch,
  } = useGetList<CompanyLink>('company-links', { pagination: ALL_LINKS });
  const [adding, setAdding] = useState(false);
  const [linkToDelete, setLinkToDelete] = useState<CompanyLink | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Adding and deleting them is the administrators' (their declared access); all read them.
  const mayChange = useMayDo('edit', { resource: companyLinks.name });
  const askToDelete = (link: CompanyLink) => {
    setLinkToDelete(link);
    setConfirmingDelete(true);
  };

  return (
    <Box
      component="section"
      aria-label={translate('console.dashboard.company_links.title')}
      sx={{ display: 'grid', gap: 2 }}
    >
      {mayChange && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('console.dashboard.company_links.new')}
          </Button>
        </Box>
      )}
      <Card>
        <CardHeader
          title={translate('console.dashboard.company_links.title')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          {error ? (
            <LoadError
              error={error}
              fallback={translate('console.dashboard.company_links.load_failed')}
              onRetry={() => refetch()}
            />
          ) : links.length === 0 ? (
            <Typography color="text.secondary">
              {translate('console.dashboard.company_links.empty')}
            </Typography>
          ) : (
            <List disablePadding>
              {links.map((link) => (
                <ListItem
                  key={link.id}
                  divider
                  secondaryAction={
                    mayChange && (
                      <Tooltip title={translate('ra.action.delete')}>
                        <IconButton
                          edge="end"
                          aria-label={translate('console.dashboard.company_links.delete_named', {
                            name: link.name,
                          })}
                          onClick={() => askToDelete(link)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    )
                  }
                >
                  <ListItemText
                    primary={
                      <Link href={link.url} target="_blank" rel="noopener noreferrer">
                        {link.name}
                      </Link>
                    }
                    secondary={link.url}
                    slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      {/* After an add or a delete, react-admin's useCreate/useDelete reload the list. */}
      <AddCompanyLinkDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => setAdding(false)}
      />
      <DeleteCompanyLinkDialog
        key={linkToDelete?.id}
        link={linkToDelete}
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => setConfirmingDelete(false)}
      />
    </Box>
  );
}
