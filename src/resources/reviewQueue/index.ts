import type { ResourceProps } from 'react-admin';
import { REVIEW_QUEUE_RESOURCE } from '../../../shared/resources/reviewQueue';
import { lazyView } from '../../ui/lazyView';

/** The review queue: listings with a finding, with Start reviewing. */
export const reviewQueue: ResourceProps = {
  name: REVIEW_QUEUE_RESOURCE,
  list: lazyView(() => import('./ReviewQueueList'), 'ReviewQueueList'),
};
