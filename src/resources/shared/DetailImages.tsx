import { Box } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { DetailRow } from './DetailScreen';

/** The size of an event's absent image's placeholder, as the spec draws it. */
const PLACEHOLDER_SIZE = 100;

/** What stands in for an image a record lacks: the words "No image", or a 100x100 placeholder. */
export type MissingImage = 'text' | 'placeholder';

/** `label`: the image's name, in the console's language. */
function Placeholder({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Box
      role="img"
      aria-label={translate('console.shared.image.none_label', { label })}
      sx={{
        width: PLACEHOLDER_SIZE,
        height: PLACEHOLDER_SIZE,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
        fontSize: 12,
      }}
    >
      {`${PLACEHOLDER_SIZE}x${PLACEHOLDER_SIZE}`}
    </Box>
  );
}

function DetailImage({
  src,
  label,
  missing,
}: {
  src: unknown;
  label: string;
  missing: MissingImage;
}) {
  const translate = useTranslate();
  if (typeof src !== 'string' || src === '') {
    return missing === 'text' ? (
      translate('console.shared.image.none')
    ) : (
      <Placeholder label={label} />
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={label}
      sx={{ maxWidth: 240, maxHeight: 160, objectFit: 'contain', borderRadius: 1 }}
    />
  );
}

/**
 * A record's card and profile image rows on its detail screen, labelled as its screen spells
 * them ("Card image", "Card Image").
 */
export function CardAndProfileImageRows({
  record,
  labels,
  missing,
}: {
  record: RaRecord;
  labels: { card: MessageKey; profile: MessageKey };
  missing: MissingImage;
}) {
  const translate = useTranslate();
  const [card, profile] = [translate(labels.card), translate(labels.profile)];
  return (
    <>
      <DetailRow label={labels.card}>
        <DetailImage src={record.card_image} label={card} missing={missing} />
      </DetailRow>
      <DetailRow label={labels.profile}>
        <DetailImage src={record.profile_image} label={profile} missing={missing} />
      </DetailRow>
    </>
  );
}
