import { z } from 'zod';
import { organizations as organizationDeclaration } from '../../../shared/resources/organizations';
import { apiPaths } from '../../../shared/resources/record';
import { FINDINGS, type Finding, REVIEW_QUEUE_PATH } from '../../../shared/resources/reviewQueue';
import { idSearch, MAX_PER_PAGE, pageNumber, pageSize } from '../../http/crud';
import { csvAttachment, csvChunks, withoutPaging } from '../../http/csvExport';
import { notFound } from '../../http/errors';
import { defineRoutes, idParams, route } from '../../http/routes';
import { reviewDueAtSql } from '../verification/dueDate';
import { FINDINGS_SQL } from './findings';
import { QUEUE_COLUMNS, type QueueFilters, reviewQueueBatches, reviewQueuePage } from './queue';

const reviewQueueQuery = z.object({
  page_num: pageNumber,
  per_page: pageSize(10),
  state_id: idSearch.describe("Only organizations placed in this province/state (its location's)"),
  city_id: idSearch.describe("Only organizations placed in this municipality (its location's)"),
  category_id: idSearch.describe('Only organizations filed under this category'),
  finding: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(FINDINGS, { error: `Must be one of ${FINDINGS.join(', ')}` }).optional(),
    )
    .describe('Only organizations with this finding'),
});

const { item } = apiPaths(organizationDeclaration);

/** The queue's filters from a request's query. */
const filtersOf = (query: z.output<typeof reviewQueueQuery>): QueueFilters => ({
  stateId: query.state_id,
  cityId: query.city_id,
  categoryId: query.category_id,
  finding: query.finding,
});

/** What a finding of one organization adds: its due date, its distance (km), its oldest event's end. */
async function organizationFindings(
  db: Parameters<typeof reviewQueuePage>[0],
  id: number,
): Promise<{ code: Finding; detail?: string }[]> {
  const [row] = await db.query<{
    findings: Finding[];
    review_due_at: string;
    distance_km: number | null;
    published_events_end: string | null;
  }>(
    `SELECT ${FINDINGS_SQL} AS findings, ${reviewDueAtSql()} AS review_due_at,
            round(distance_km(l.latitude, l.longitude, ci.latitude, ci.longitude))::int AS distance_km,
            (SELECT min(coalesce(oe.end_time, oe.start_time)) FROM events oe
              WHERE oe.organization_id = o.id AND oe.deleted_at IS NULL AND oe.is_published)
              AS published_events_end
       FROM organizations o
       LEFT JOIN locations l ON l.id = o.location_id AND l.deleted_at IS NULL
       LEFT JOIN cities ci ON ci.id = l.city_id
      WHERE o.id = $1 AND o.deleted_at IS NULL`,
    [id],
  );
  if (!row) throw notFound(organizationDeclaration.label.one);
  const details: Partial<Record<Finding, string | null>> = {
    overdue: row.review_due_at,
    due_soon: row.review_due_at,
    far_from_municipality: row.distance_km === null ? null : String(row.distance_km),
    old_events: row.published_events_end,
  };
  return row.findings.map((code) => {
    const detail = details[code];
    return detail ? { code, detail } : { code };
  });
}

export const reviewQueueRoutes = defineRoutes(
  'review queue',
  [
    route({
      method: 'get',
      path: `/api${REVIEW_QUEUE_PATH}`,
      summary:
        'One page of the review queue: the live organizations with at least one finding (or the one asked), oldest verified first, each with its findings; a limited editor gets those of their region',
      description: `Findings: ${FINDINGS.join(', ')}. The total is counted up to 1,000 rows past the page (\`total_items_exact\` says whether it is exact).`,
      query: reviewQueueQuery,
      async handler({ services, query, administrator }) {
        if (!administrator) throw new Error('The review queue needs a signed-in person');
        return reviewQueuePage(services.db, filtersOf(query), administrator, {
          page: query.page_num,
          perPage: query.per_page,
        });
      },
    }),
    route({
      method: 'get',
      path: `/api${REVIEW_QUEUE_PATH}.csv`,
      summary:
        "Every organization of the review queue for the same filters, oldest verified first, as CSV (the page's columns, `findings` as a JSON list), streamed; formula-like cells begin with an apostrophe",
      query: withoutPaging(reviewQueueQuery),
      async handler(input) {
        const { services, query, administrator } = input;
        if (!administrator) throw new Error('The review queue needs a signed-in person');
        const filters = filtersOf(query);
        // A batch is the list's largest page: each row's due date and findings look up its
        // category, so each statement does what a page of the list does.
        const rows = reviewQueueBatches(services.db, filters, administrator, MAX_PER_PAGE);
        return csvAttachment(input, 'review-queue', csvChunks(rows, QUEUE_COLUMNS));
      },
    }),
    route({
      method: 'get',
      path: `${item}/findings`,
      summary:
        "An organization's open findings, each with a detail where it has one: the due date (overdue, due_soon), the distance in km (far_from_municipality), the end of its oldest published event (old_events)",
      params: idParams,
      errors: { 404: 'No live organization with this id' },
      async handler({ services, params }) {
        return { findings: await organizationFindings(services.db, params.id) };
      },
    }),
  ],
  'signed-in',
);
