import { Chip } from '@mui/material';
import { type RaRecord, type TranslateFunction, useRecordContext, useTranslate } from 'react-admin';

/** A record's state in words, for a phone line. */
export const publishLabel = (record: RaRecord, translate: TranslateFunction) =>
  translate(
    record.is_published ? 'console.shared.status.published' : 'console.shared.status.pending',
  );

/** A row's state: Published or Pending (spec 001, section 4). */
export function PublishStatus() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      label={publishLabel(record, translate)}
      color={record.is_published ? 'success' : 'warning'}
      size="small"
      variant="outlined"
    />
  );
}
