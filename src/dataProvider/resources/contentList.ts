import type { ServerListSpec } from '../types';

/**
 * The content lists (blog posts, categories, slides, sponsors) page and search on the server
 * alike: `page_num`, `per_page` and `search` (the console's `q`).
 */
export const contentList = (path: string, records: string): ServerListSpec => ({
  mode: 'server',
  path,
  records,
  pageParam: 'page_num',
  perPageParam: 'per_page',
  filters: { q: 'search' },
});
