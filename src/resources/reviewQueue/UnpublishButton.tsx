import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { type RaRecord, useDataProvider, useTranslate } from 'react-admin';
import { organizations } from '../../../shared/resources/organizations';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import { RecordActionButton } from '../shared/RecordActionButton';

/**
 * Unpublish a published listing, through the organizations' own unpublish (their bulk action,
 * for this one record: its region and history as any unpublish); `onUnpublished` follows a
 * success. Absent when it is not published.
 */
export function UnpublishButton({
  record,
  onUnpublished,
  compact = false,
}: {
  record: RaRecord;
  onUnpublished?: () => void;
  /** An icon with a tooltip, as a table row's actions are. */
  compact?: boolean;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  if (!record.is_published) return null;
  const name = String(record.name);
  const unpublish = async () => {
    const { data } = await dataProvider.bulkAction(organizations.name, {
      action: 'unpublish',
      ids: [record.id],
    });
    const [refusal] = data.refused;
    if (refusal) throw new Error(refusal.message);
  };
  return (
    <RecordActionButton
      resource={organizations.name}
      record={record}
      run={unpublish}
      icon={<UnpublishedIcon fontSize={compact ? 'small' : 'medium'} />}
      text={translate('console.reviewQueue.unpublish')}
      name={translate('console.reviewQueue.unpublish_label', { name })}
      done={translate('console.reviewQueue.unpublished', { name })}
      failed={(reason) => translate('console.reviewQueue.unpublish_failed', { reason })}
      onDone={onUnpublished}
      compact={compact}
    />
  );
}
