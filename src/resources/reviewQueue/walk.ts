import {
  type Identifier,
  useDataProvider,
  useNotify,
  useRedirect,
  useStore,
  useTranslate,
} from 'react-admin';
import { REVIEW_QUEUE_RESOURCE } from '../../../shared/resources/reviewQueue';
import { errorMessage } from '../../ui/errorMessage';
import { pathTo } from '../paths';
import { useNotifyText } from '../shared/notifyText';

/**
 * A walk through the review queue ("Start reviewing"): the queue's filters as they were when it
 * started, the listings already opened (a verified listing may stay in the queue for another
 * finding: the walk does not open it twice), the one open now, and, while it is being edited,
 * its `updated_at` from before (a save changes it: the walk then moves on).
 */
export interface ReviewWalk {
  filter: Record<string, unknown>;
  seen: Identifier[];
  current: Identifier;
  editedFrom?: string;
}

const WALK_KEY = `${REVIEW_QUEUE_RESOURCE}.walk`;

/** The queue is read this many listings at a time when looking for the next one not seen. */
const PAGE = 100;
/** A walk looks this far into the queue at most (PAGES × PAGE listings) for one not seen. */
const PAGES = 10;

export const useReviewWalk = () => useStore<ReviewWalk | null>(WALK_KEY, null);

/** Starts, moves on and stops the walk; each move opens the next listing's page. */
export function useWalkSteps() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const translate = useTranslate();
  const redirect = useRedirect();
  const [walk, setWalk] = useReviewWalk();

  /** The first listing of the filtered queue not among `seen`; null at its end. */
  const nextListing = async (filter: ReviewWalk['filter'], seen: readonly Identifier[]) => {
    for (let page = 1; page <= PAGES; page += 1) {
      const { data } = await dataProvider.getList(REVIEW_QUEUE_RESOURCE, {
        filter,
        pagination: { page, perPage: PAGE },
        sort: { field: 'last_verified_at', order: 'ASC' },
      });
      const next = data.find((listing) => !seen.includes(listing.id));
      if (next) return next.id;
      if (data.length < PAGE) return null;
    }
    return null;
  };

  const open = async (filter: ReviewWalk['filter'], seen: Identifier[]) => {
    try {
      const next = await nextListing(filter, seen);
      if (next === null) {
        setWalk(null);
        notify(seen.length > 0 ? 'console.reviewQueue.done' : 'console.reviewQueue.empty', {
          type: 'info',
        });
        redirect(`/${REVIEW_QUEUE_RESOURCE}`);
        return;
      }
      setWalk({ filter, seen: [...seen, next], current: next });
      redirect(pathTo('organizations', 'show', next));
    } catch (error) {
      notifyText(errorMessage(error, translate('console.reviewQueue.no_answer')), {
        type: 'error',
      });
    }
  };

  return {
    walk,
    start: (filter: ReviewWalk['filter']) => open(filter, []),
    next: () => (walk ? open(walk.filter, walk.seen) : Promise.resolve()),
    stop: () => {
      setWalk(null);
      redirect(`/${REVIEW_QUEUE_RESOURCE}`);
    },
    /** Notes that the open listing is being edited, from this version. */
    editing: (updatedAt: string) => walk && setWalk({ ...walk, editedFrom: updatedAt }),
  };
}
