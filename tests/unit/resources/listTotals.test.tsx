import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ListBase } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { NumberedPagination } from '../../../src/resources/shared/NumberedPagination';
import { renderInAdmin } from '../custom/adminHarness';
import { api, server } from '../support/server';

// docs/api.md, "Totals": past 1,000 matches a filtered list answers offset + 1,000 as its total
// with total_items_exact false, which the console shows as "more than".

const organization = (id: number) => ({ id, name: `Bakery ${id}`, is_published: true });

/** The organization list, answering `total_items` for each page as the server counts it. */
function answerOrganizations(totalFor: (page: number) => number, exact: boolean) {
  const pages: number[] = [];
  server.use(
    http.get(api('/admin/organization'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page_num'));
      pages.push(page);
      const first = (page - 1) * 10 + 1;
      return HttpResponse.json({
        data: {
          organizations: Array.from({ length: 10 }, (_, index) => organization(first + index)),
          total_items: totalFor(page),
          total_pages: Math.ceil(totalFor(page) / 10),
          per_page_items: 10,
          total_items_exact: exact,
        },
      });
    }),
  );
  return pages;
}

const renderPager = () =>
  renderInAdmin(
    <ListBase resource="organizations" perPage={10} disableSyncWithLocation>
      <NumberedPagination />
    </ListBase>,
    { dataProvider },
  );

describe('data provider: list totals', () => {
  const params = {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'id', order: 'ASC' as const },
    filter: { q: 'bakery' },
  };

  it('marks a total the server counted only up to its bound', async () => {
    answerOrganizations(() => 1000, false);
    const result = await dataProvider.getList('organizations', params);
    expect(result.total).toBe(1000);
    expect(result.meta).toEqual({ moreThanTotal: true });
  });

  it('answers an exact total as before, without meta', async () => {
    answerOrganizations(() => 23, true);
    const result = await dataProvider.getList('organizations', params);
    expect(result).toEqual({ data: expect.any(Array), total: 23 });
  });
});

describe('numbered pagination: a total that is a lower bound', () => {
  it('says "of more than", has no last page to jump to, and pages on', async () => {
    const pages = answerOrganizations((page) => (page - 1) * 10 + 1000, false);
    renderPager();
    expect(await screen.findByText('1-10 of more than 1,000')).toBeTruthy();
    const pager = screen.getByRole('navigation');
    expect(within(pager).queryByRole('button', { name: 'Go to last page' })).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Go to page 100' })).toBeTruthy();

    await userEvent.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('11-20 of more than 1,010')).toBeTruthy();
    expect(pages).toEqual([1, 2]);
    const current = within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('shows only the page numbers, with a last page, for an exact total', async () => {
    answerOrganizations(() => 1000, true);
    renderPager();
    const pager = await screen.findByRole('navigation');
    expect(within(pager).getByRole('button', { name: 'Go to last page' })).toBeTruthy();
    expect(screen.queryByText(/more than/)).toBeNull();
  });
});
