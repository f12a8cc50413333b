import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Loading,
  type RaRecord,
  Title,
  useGetOne,
  useNavigate,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import { MERGE_SECTIONS, type MergeChoice } from '../../../../shared/schemas/merge';
import {
  mergeOrganizations,
  movableRecords,
} from '../../../dataProvider/resources/organizationMerges';
import { asIs, type MessageKey } from '../../../i18n/text';
import { errorMessage } from '../../../ui/errorMessage';
import { pathTo } from '../../paths';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { sectionTitleKey } from '../../shared/LaidOutForm';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { firstChoice, MergeValue, mayTake, mergeFieldLabel } from './mergeFields';

type Choices = Record<string, MergeChoice>;

/** Both records' value of one field, as a radio group whose legend names the field. */
function FieldChoice({
  field,
  kept,
  other,
  choice,
  onChoose,
}: {
  field: string;
  kept: RaRecord;
  other: RaRecord;
  choice: MergeChoice;
  onChoose: (choice: MergeChoice) => void;
}) {
  const translate = useTranslate();
  const option = (value: MergeChoice, record: RaRecord, text: string, disabled = false) => (
    <FormControlLabel
      value={value}
      disabled={disabled}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', m: 0, minWidth: 0, '& .MuiRadio-root': { mt: -1 } }}
      label={
        <Box sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="caption" component="span" color="text.secondary">
            {text}
          </Typography>
          <Box component="span" sx={{ display: 'block' }}>
            <MergeValue record={record} field={field} translate={translate} />
          </Box>
        </Box>
      }
    />
  );
  const takeable = mayTake(other, field);
  return (
    <FormControl
      component="fieldset"
      sx={{ width: '100%', py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {mergeFieldLabel(field, translate)}
      </FormLabel>
      <RadioGroup
        name={`keep-${field}`}
        value={choice}
        onChange={(event) => onChoose(event.target.value as MergeChoice)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
        }}
      >
        {option('this', kept, translate('console.merge.keep_this'))}
        {option('other', other, translate('console.merge.take_other'), !takeable)}
      </RadioGroup>
      {!takeable && (
        <Typography variant="caption" color="text.secondary">
          {translate('console.merge.no_image_to_take')}
        </Typography>
      )}
    </FormControl>
  );
}

/** How each kind of record a merge moves is counted (the server's `movable` keys). */
const MOVE_TEXTS: Readonly<Record<string, MessageKey>> = {
  locations: 'console.merge.moves.locations',
  events: 'console.merge.moves.events',
  sponsorships: 'console.merge.moves.sponsorships',
  event_participants: 'console.merge.moves.event_participants',
};

/** What the merge moves from the other organization, by kind. */
function Moves({ kept, other }: { kept: RaRecord; other: RaRecord }) {
  const translate = useTranslate();
  const movable = useQuery({
    queryKey: ['organization-movable', other.id],
    queryFn: ({ signal }) => movableRecords(other.id, signal),
  });
  return (
    <Box component="section" aria-labelledby="merge-moves" sx={{ mt: 3 }}>
      <Typography id="merge-moves" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('console.merge.moves_title', { kept: kept.name })}
      </Typography>
      {movable.data && (
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          {Object.entries(MOVE_TEXTS).map(([kind, text]) => (
            <li key={kind}>{translate(text, { smart_count: movable.data[kind] ?? 0 })}</li>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('console.merge.moves_note', { kept: kept.name, other: other.name })}
      </Typography>
    </Box>
  );
}

/** The two records named above their columns (at desktop width; on a phone each choice says whose it is). */
function Sides({ kept, other }: { kept: RaRecord; other: RaRecord }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mb: 1 }}>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {translate('console.merge.kept', { name: kept.name, id: kept.id })}
      </Typography>
      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {translate('console.merge.merged_away', { name: other.name, id: other.id })}
      </Typography>
    </Box>
  );
}

function MergeForm({ kept, other }: { kept: RaRecord; other: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(
      MERGE_SECTIONS.flatMap(({ fields }) => fields).map((field) => [
        field,
        firstChoice(kept, other, field),
      ]),
    ),
  );
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keptPage = pathTo('organizations', 'show', kept.id);
  const names = { kept: kept.name, other: other.name };

  const merge = async () => {
    setPending(true);
    setFailure(null);
    try {
      await mergeOrganizations(
        { id: kept.id, updated_at: kept.updated_at },
        { id: other.id, updated_at: other.updated_at },
        choices,
      );
      notify(translate('console.merge.merged', names), { type: 'success' });
      navigate(keptPage);
    } catch (error) {
      setFailure(errorMessage(error, translate('console.merge.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        setConfirming(true);
      }}
    >
      <Typography sx={{ mb: 2 }}>{translate('console.merge.intro', names)}</Typography>
      <Sides kept={kept} other={other} />
      {MERGE_SECTIONS.map(({ section, fields }) => (
        <Box component="section" key={section} aria-labelledby={`merge-section-${section}`}>
          <Typography
            id={`merge-section-${section}`}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600, mt: 2 }}
          >
            {translate(sectionTitleKey(section))}
          </Typography>
          {fields.map((field) => (
            <FieldChoice
              key={field}
              field={field}
              kept={kept}
              other={other}
              choice={choices[field] ?? 'this'}
              onChoose={(choice) => setChoices((now) => ({ ...now, [field]: choice }))}
            />
          ))}
        </Box>
      ))}
      <Moves kept={kept} other={other} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Button type="submit" variant="contained">
          {translate('console.merge.merge')}
        </Button>
        <Button onClick={() => navigate(keptPage)}>{translate('ra.action.cancel')}</Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          if (!pending) setConfirming(false);
        }}
        title="console.merge.confirm_title"
        failure={failure}
        question={asIs(translate('console.merge.confirm_question', names))}
        actions={
          <>
            <Button variant="contained" onClick={() => void merge()} disabled={pending}>
              {translate('console.merge.merge')}
            </Button>
            <Button onClick={() => setConfirming(false)} disabled={pending}>
              {translate('ra.action.cancel')}
            </Button>
          </>
        }
      />
    </Box>
  );
}

/**
 * `/organizations/:organizationId/merge/:otherId`: the two organizations side by side (stacked on
 * a phone), one radio group per field choosing which value the kept record keeps, what moves from
 * the other, and Merge, confirmed, after which the kept record's page opens.
 */
export function MergeScreen() {
  const translate = useTranslate();
  const { organizationId: id = '', otherId = '' } = useParams<{
    organizationId: string;
    otherId: string;
  }>();
  const kept = useGetOne('organizations', { id }, { enabled: id !== '' });
  const other = useGetOne('organizations', { id: otherId }, { enabled: otherId !== '' });
  const failed = kept.error ?? other.error;
  // Chosen from what is stored now: a list's copy (the picker's) may lack fields and be stale.
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={<ScreenTitle text="console.merge.title" />} />
      <Card>
        <CardContent>
          <Typography component="h1" variant="h6" gutterBottom>
            {translate('console.merge.title')}
          </Typography>
          {failed ? (
            <Alert severity="error">
              {errorMessage(failed, translate('console.merge.load_failed'))}
            </Alert>
          ) : kept.data && other.data && !kept.isFetching && !other.isFetching ? (
            <MergeForm kept={kept.data} other={other.data} />
          ) : (
            <Loading />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
