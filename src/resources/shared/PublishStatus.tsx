import { Chip } from '@mui/material';
import { type RaRecord, useRecordContext } from 'react-admin';

/** A record's state in words, for a phone line. */
export const publishLabel = (record: RaRecord) => (record.is_published ? 'Published' : 'Pending');

/** A row's state: Published or Pending (spec 001, section 4). */
export function PublishStatus() {
  const record = useRecordContext();
  if (!record) return null;
  return record.is_published ? (
    <Chip label="Published" color="success" size="small" variant="outlined" />
  ) : (
    <Chip label="Pending" color="warning" size="small" variant="outlined" />
  );
}
