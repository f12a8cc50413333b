import EditIcon from '@mui/icons-material/Edit';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import StopIcon from '@mui/icons-material/Stop';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { LinkBase, type RaRecord, useTranslate } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import { useAccess } from '../../authProvider/useMayDo';
import { VerifiedButton } from '../organizations/VerifiedButton';
import { pathTo } from '../paths';
import { UnpublishButton } from './UnpublishButton';
import { useWalkSteps } from './walk';

/**
 * The review bar on the page of the listing a walk of the queue has open: Verified, Edit,
 * Unpublish, Next and Stop. Its first action takes the focus when the listing opens; after
 * Verified or Unpublish, and after a save of the listing's form (its `updated_at` changed), the
 * next listing of the same filtered queue opens. Nothing on other pages.
 */
export function ReviewBar({ organization }: { organization: RaRecord }) {
  const translate = useTranslate();
  const { walk, next, stop, editing } = useWalkSteps();
  const bar = useRef<HTMLDivElement>(null);
  const open = walk !== null && String(walk.current) === String(organization.id);
  const mayChange = useAccess('edit', { resource: organizations.name, record: organization });
  const saved =
    open && walk.editedFrom !== undefined && walk.editedFrom !== organization.updated_at;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `next` is new on each render; the save is what moves on
  useEffect(() => {
    if (saved) void next();
  }, [saved]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page stays mounted from one listing to the next, whose bar takes the focus again
  useEffect(() => {
    if (open && mayChange !== undefined) {
      bar.current?.querySelector<HTMLElement>('button, a')?.focus();
    }
  }, [open, mayChange, organization.id]);

  if (!open || saved) return null;
  return (
    <Paper
      ref={bar}
      variant="outlined"
      component="section"
      aria-label={translate('console.reviewQueue.bar.label')}
      sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography variant="subtitle2" component="p" sx={{ flex: '1 1 100%' }}>
        {translate('console.reviewQueue.bar.reviewing', { name: organization.name })}
      </Typography>
      <VerifiedButton record={organization} onVerified={() => void next()} />
      {mayChange && (
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          component={LinkBase}
          to={pathTo('organizations', 'edit', organization.id)}
          onClick={() => editing(String(organization.updated_at))}
        >
          {translate('console.reviewQueue.edit')}
        </Button>
      )}
      <UnpublishButton record={organization} onUnpublished={() => void next()} />
      <Box sx={{ display: 'flex', gap: 1, ml: { sm: 'auto' } }}>
        <Button variant="contained" endIcon={<NavigateNextIcon />} onClick={() => void next()}>
          {translate('console.reviewQueue.bar.next')}
        </Button>
        <Button startIcon={<StopIcon />} onClick={stop}>
          {translate('console.reviewQueue.bar.stop')}
        </Button>
      </Box>
    </Paper>
  );
}
