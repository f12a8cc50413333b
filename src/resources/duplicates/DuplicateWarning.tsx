import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, AlertTitle, Box, Link, List, ListItem, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { DuplicateCandidate, DuplicateProbe } from '../../../shared/resources/duplicates';
import { duplicateCandidates } from '../../dataProvider/resources/duplicates';
import { useDebounced } from '../../ui/useDebounced';
import { pathTo } from '../paths';
import { reasonsText } from './reasonTexts';

/** The form's fields a duplicate is recognised by. */
const PROBED = ['name', 'city_id', 'phone_number', 'email_address', 'website_url'] as const;

/** How long typing pauses before the check is asked. */
const CHECK_DELAY_MS = 400;

const typed = (value: unknown) =>
  value === null || value === undefined ? '' : String(value).trim();

const idOf = (value: unknown) => Number(value) || null;

/** A candidate's municipality and province/state, or that it has none. */
function placeOf(candidate: DuplicateCandidate, translate: (key: string) => string) {
  const place = [candidate.city, candidate.state].filter(Boolean).join(', ');
  return place || translate('console.duplicates.no_place');
}

/**
 * The organization form's warning of possible duplicates: once a name, municipality, phone,
 * e-mail or website is typed (or changed from the record's), the live organizations it resembles,
 * each linked (in a new tab, so the form keeps what was typed) with its place and reasons. The
 * form's own record is never one. It never blocks saving. A polite live region announces it.
 */
export function DuplicateWarning() {
  const translate = useTranslate();
  const [id, ...values] = useWatch({ name: ['id', ...PROBED] }) as unknown[];
  const { defaultValues } = useFormState();
  const changed = PROBED.some(
    (field, index) => typed(values[index]) !== typed(defaultValues?.[field]),
  );
  const [name, cityId, phone, email, website] = values.map(typed);
  const probe: DuplicateProbe = {
    name: name || null,
    city_id: idOf(cityId),
    phone_number: phone || null,
    email_address: email || null,
    website_url: website || null,
    exclude_id: idOf(id),
  };
  const asked = useDebounced(changed ? JSON.stringify(probe) : null, CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: ['organization-duplicates', asked],
    queryFn: ({ signal }) => duplicateCandidates(JSON.parse(asked as string), signal),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
  const candidates = changed && asked !== null ? (query.data ?? []) : [];
  return (
    <Box role="status" aria-live="polite" sx={{ gridColumn: '1 / -1', mt: 2 }}>
      {candidates.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{translate('console.duplicates.warning.title')}</AlertTitle>
          <Typography variant="body2">{translate('console.duplicates.warning.lead')}</Typography>
          <List dense disablePadding>
            {candidates.map((candidate) => (
              <ListItem key={candidate.id} disableGutters sx={{ display: 'block', py: 0.25 }}>
                <Link
                  href={pathTo('organizations', 'show', candidate.id)}
                  target="_blank"
                  rel="noopener"
                >
                  {candidate.name}
                  <OpenInNew
                    fontSize="inherit"
                    sx={{ ml: 0.5, verticalAlign: 'middle' }}
                    titleAccess={translate('console.duplicates.warning.new_tab')}
                  />
                </Link>
                {` — ${placeOf(candidate, translate)} · ${reasonsText(candidate.reasons, translate)}`}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  );
}
