import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '../../../shared/resources';
import { fillText, textsOf } from '../../../shared/resources/declaration';
import { fakeDataProvider } from '../custom/fakeDataProvider';
import { sampleRecord } from '../support/declaredSamples';
import { preloadResources } from '../support/preloadViews';
import { cellUnder, columnHeaders } from '../support/table';
import { consoleResource, renderResources } from './resourceHarness';

beforeAll(() => preloadResources(declaredResources.map(({ name }) => consoleResource(name))));

const posts = [
  {
    id: 1,
    title: 'Spring fair',
    body: 'b',
    is_published: true,
    created_at: '2026-03-01T10:00:00Z',
  },
  {
    id: 2,
    title: 'Draft notes',
    body: 'b',
    is_published: false,
    created_at: '2026-03-02T10:00:00Z',
  },
];
const categoryRows = [
  {
    id: 3,
    name: 'Music',
    is_event: true,
    is_organization: false,
    icon: { id: 9, url: 'https://files.example.org/music.svg' },
  },
];
const sponsorRows = [
  { id: 5, name: 'Acme', sponsor_type: 'GOLD', sponsor_url: 'https://acme.example.org' },
  { id: 6, name: 'Birch', sponsor_type: 'SILVER', sponsor_url: 'https://birch.example.org' },
  { id: 7, name: 'Cedar', sponsor_type: 'THANK', sponsor_url: 'https://cedar.example.org' },
];

/** Rows the checks of one resource's contents below rely on; sample rows for the others. */
const ROWS: Record<string, RaRecord[]> = {
  blog: posts,
  categories: categoryRows,
  sponsors: sponsorRows,
};

/** Each declared resource's list, and what it shows as its declaration says. */
const lists = declaredResources.map((declaration) => {
  const texts = textsOf(declaration);
  const rows = ROWS[declaration.name] ?? [
    sampleRecord(declaration, 4),
    sampleRecord(declaration, 5),
  ];
  return {
    resource: consoleResource(declaration.name),
    path: `/${declaration.name}`,
    rows,
    title: texts.listTitle,
    newButton: texts.createTitle,
    columns: declaration.list.columns.map((column) => column.label),
    noun: declaration.label.one.toLowerCase(),
    deleted: fillText(texts.deleted, rows[0] ?? {}),
  };
});

const listOf = (name: string) => {
  const list = lists.find((candidate) => candidate.resource.name === name);
  if (!list) throw new Error(`No declared list ${name}`);
  return list;
};

const bodyRows = () => screen.getAllByRole('row').slice(1);

function renderList(list: (typeof lists)[number], rows: RaRecord[] = list.rows) {
  const fake = fakeDataProvider({ [list.resource.name]: rows });
  const rendered = renderResources([list.resource], {
    dataProvider: fake.dataProvider,
    path: list.path,
  });
  return { ...fake, ...rendered };
}

describe.each(lists)('$title', (list) => {
  it('shows the title, the search box, the New button and the columns', async () => {
    renderList(list);
    expect(await screen.findByRole('heading', { name: list.title })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search..')).toBeTruthy();
    expect(screen.getByRole('link', { name: list.newButton }).getAttribute('href')).toBe(
      `${list.path}/create`,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(list.rows.length));
    const headers = columnHeaders();
    expect(headers).toEqual([...list.columns, 'ACTIONS']);
  });

  it('offers Edit and Delete on each row, Edit leading to the record', async () => {
    renderList(list);
    await waitFor(() => expect(bodyRows()).toHaveLength(list.rows.length));
    const first = bodyRows()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `${list.path}/${list.rows[0]?.id}`,
    );
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('searches with what is typed (filter q)', async () => {
    const fake = renderList(list);
    await userEvent.type(await screen.findByPlaceholderText('Search..'), 'fair');
    await waitFor(() =>
      expect(fake.provider.getList).toHaveBeenLastCalledWith(
        list.resource.name,
        expect.objectContaining({ filter: { q: 'fair' } }),
      ),
    );
  });

  it('says No data when there are no records', async () => {
    renderList(list, []);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search..')).toBeTruthy();
  });

  it('deletes a record through the Please confirm popup', async () => {
    const fake = renderList(list);
    await waitFor(() => expect(bodyRows()).toHaveLength(list.rows.length));
    const id = list.rows[0]?.id;
    await userEvent.click(
      within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(popup).getByText(`are you sure to delete the ${list.noun}, id : ${id} ?`),
    ).toBeTruthy();
    expect(
      within(popup)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete', 'Cancel']);
    expect(fake.provider.delete).not.toHaveBeenCalled();

    await userEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(list.deleted)).toBeTruthy();
    expect(fake.provider.delete).toHaveBeenCalledWith(
      list.resource.name,
      expect.objectContaining({ id }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryAllByRole('row').slice(1)).toHaveLength(list.rows.length - 1),
    );
  });
});

describe('Delete popup', () => {
  const blogList = listOf('blog');

  it('closes on Cancel and on a click on its overlay without deleting', async () => {
    const fake = renderList(blogList);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const openPopup = async () => {
      await userEvent.click(
        within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }),
      );
      return screen.findByRole('dialog', { name: 'Please confirm' });
    };
    await userEvent.click(within(await openPopup()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openPopup();
    const overlay = document.querySelector('.MuiBackdrop-root');
    if (!overlay) throw new Error('the popup has no overlay');
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.provider.delete).not.toHaveBeenCalled();
  });

  it("shows the server's message when the delete fails, and keeps the row", async () => {
    const fake = renderList(blogList);
    fake.provider.delete.mockRejectedValueOnce(new HttpError('Blog post not found', 404));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(
      within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(await within(popup).findByText('Blog post not found')).toBeTruthy();
    expect(within(popup).getByText('are you sure to delete the blog post, id : 1 ?')).toBeTruthy();
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyRows()).toHaveLength(2);
  });
});

describe('Delete popup of a record in use', () => {
  const categoryList = listOf('categories');
  const message =
    'Music is used by 3 organizations and 2 events; give them another category first.';

  it('says what uses it before anyone confirms, and offers no Delete', async () => {
    const fake = renderList(categoryList);
    fake.provider.getUsage.mockResolvedValue({
      data: {
        in_use: true,
        counts: { organizations: 3, events: 2 },
        counts_exact: true,
        message,
      },
    } as never);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await userEvent.click(
      within(bodyRows()[0] as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    const popup = await screen.findByRole('dialog', { name: 'Cannot delete' });
    expect(await within(popup).findByText(message)).toBeTruthy();
    expect(fake.provider.getUsage).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({ id: 3 }),
    );
    expect(
      within(popup)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.provider.delete).not.toHaveBeenCalled();
  });
});

describe('Row contents', () => {
  it('shows whether each blog post is Published or Pending', async () => {
    renderList(listOf('blog'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(within(bodyRows()[0] as HTMLElement).getByTitle('Published')).toBeTruthy();
    expect(within(bodyRows()[1] as HTMLElement).getByTitle('Pending')).toBeTruthy();
  });

  it('names the sponsor types', async () => {
    renderList(listOf('sponsors'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const types = bodyRows().map((row) => cellUnder(row, 'Type')?.textContent);
    expect(types).toEqual(['Gold Sponsor', 'Silver Sponsor', 'Special Thank you']);
  });

  it('previews each category icon 100px wide', async () => {
    renderList(listOf('categories'));
    const icon = (await screen.findByRole('img', { name: 'Music icon' })) as HTMLImageElement;
    expect(icon.getAttribute('src')).toBe('https://files.example.org/music.svg');
    expect(icon.getAttribute('width')).toBe('100');
  });
});

describe('Categories pager', () => {
  const categoryList = listOf('categories');
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      name: `Category ${index + 1}`,
      is_event: true,
      is_organization: true,
      icon: null,
    }));

  it('is hidden when all categories fit on one page of 50', async () => {
    const fake = renderList(categoryList, many(50));
    await screen.findByText('Category 50');
    expect(fake.provider.getList).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({ pagination: { page: 1, perPage: 50 } }),
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows page numbers when there are more than 50', async () => {
    renderList(categoryList, many(51));
    await screen.findByText('Category 51');
    const pager = screen.getByRole('navigation');
    expect(within(pager).getByRole('button', { name: 'Go to page 2' })).toBeTruthy();
  });
});

describe('Numbered pagination', () => {
  it('pages the blog posts 10 at a time with page-number buttons', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...posts[0],
      id: index + 1,
      title: `Post ${index + 1}`,
    }));
    const fake = renderList(listOf('blog'), many);
    await screen.findByText('Post 1');
    expect(fake.provider.getList).toHaveBeenCalledWith(
      'blog',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() =>
      expect(fake.provider.getList).toHaveBeenLastCalledWith(
        'blog',
        expect.objectContaining({ pagination: { page: 3, perPage: 10 } }),
      ),
    );
  });
});

describe('at phone width', () => {
  const blogList = listOf('blog');
  const happyDOM = (window as unknown as { happyDOM: { setViewport(size: object): void } })
    .happyDOM;

  beforeAll(() => happyDOM.setViewport({ width: 390, height: 844 }));
  afterAll(() => happyDOM.setViewport({ width: 1024, height: 768 }));

  it('shows one line per record, with its details and its Edit and Delete, and the New button', async () => {
    renderList(blogList);
    const line = (await screen.findByText('Spring fair')).closest('li') as HTMLElement;
    expect(within(line).getByText(/^ID 1 · Published · /)).toBeTruthy();
    expect(within(line).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/blog/1');
    expect(within(line).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(line.parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(
      posts.length,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'New Blog Post' }).getAttribute('href')).toBe(
      '/blog/create',
    );
  });

  it('says No data when there are no records', async () => {
    renderList(blogList, []);
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});
