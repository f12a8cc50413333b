import type { ResourceProps } from 'react-admin';
import { DUPLICATE_PAIRS_RESOURCE } from '../../../shared/resources/duplicates';
import { lazyView } from '../../ui/lazyView';

/** The possible duplicates: pairs of organizations that may be one, strongest first. */
export const duplicatePairs: ResourceProps = {
  name: DUPLICATE_PAIRS_RESOURCE,
  list: lazyView(() => import('./DuplicatePairList'), 'DuplicatePairList'),
};
