import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord, type ResourceProps } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';

import { declaredResources } from '../../../shared/resources';
import { fakeDataProvider } from '../custom/fakeDataProvider';
import { sampleRecord } from '../support/declaredSamples';
import { inputLabel } from '../support/labels';
import { preloadResources } from '../support/preloadViews';
import { consoleResource, renderResources } from './resourceHarness';

const blog = consoleResource('blog');
const categories = consoleResource('categories');
const sponsors = consoleResource('sponsors');

/** A declared resource whose every field is a required text or link. */
const allRequired = declaredResources.find((declaration) =>
  Object.values(declaration.fields).every((field) => field.kind === 'text' || field.kind === 'url'),
);
if (!allRequired) throw new Error('No declared resource has only required texts and links');
const allRequiredResource = consoleResource(allRequired.name);

beforeAll(() => preloadResources([blog, categories, allRequiredResource, sponsors]));

const CATEGORY_KIND_MESSAGE = 'It should be event or organization category or both';
const SVG_ONLY_MESSAGE = 'Please upload an SVG file';

const post = {
  id: 1,
  title: 'Spring fair',
  body: 'Stalls and music.',
  is_published: false,
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00.000001Z',
};
const category = {
  id: 3,
  name: 'Music',
  is_event: true,
  is_organization: false,
  icon: { id: 9, url: 'https://files.example.org/music.svg' },
  updated_at: '2026-03-01T10:00:00.000001Z',
};
const sponsor = {
  id: 5,
  name: 'Acme',
  image_url: 'https://acme.example.org/logo.png',
  sponsor_url: 'https://acme.example.org',
  sponsor_type: 'GOLD',
  updated_at: '2026-03-01T10:00:00.000001Z',
};

function renderAt(resource: ResourceProps, rows: RaRecord[], path: string) {
  const fake = fakeDataProvider({ [resource.name]: rows });
  const rendered = renderResources([resource], { dataProvider: fake.dataProvider, path });
  return { ...fake, ...rendered };
}

const field = (label: string) => screen.getByLabelText(inputLabel(label)) as HTMLInputElement;

/** The red alert above the form (react-admin's own notifications are alerts too). */
async function saveFailureAlert() {
  await waitFor(() =>
    expect(document.querySelector('.MuiAlert-colorError[role="alert"]')).not.toBeNull(),
  );
  return document.querySelector('.MuiAlert-colorError[role="alert"]') as HTMLElement;
}
/** The labels of the form's inputs as shown, with their required marks. */
const shownLabels = () =>
  [...document.querySelectorAll('form label')].map((label) =>
    (label.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

async function replaceText(label: string, text: string) {
  await userEvent.clear(field(label));
  if (text) await userEvent.type(field(label), text);
}

describe('Blog post forms', () => {
  it('requires a title and a body', async () => {
    const fake = renderAt(blog, [], '/blog/create');
    await userEvent.type(await screen.findByLabelText(inputLabel('Title')), 'Only a title');
    await save();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(field('Body').getAttribute('aria-invalid')).toBe('true');
    expect(field('Title').getAttribute('aria-invalid')).toBe('false');
    expect(fake.provider.create).not.toHaveBeenCalled();
  });

  it('offers a wide 25-row body textarea, a Published checkbox and Back to the list', async () => {
    renderAt(blog, [], '/blog/create');
    const body = await screen.findByLabelText(inputLabel('Body'));
    expect(body.tagName).toBe('TEXTAREA');
    expect(body.getAttribute('rows')).toBe('25');
    expect(body.getAttribute('cols')).toBe('100');
    expect(field('Published').type).toBe('checkbox');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/blog');
  });

  it('creates a post and says so, then shows the list', async () => {
    const fake = renderAt(blog, [], '/blog/create');
    await userEvent.type(await screen.findByLabelText(inputLabel('Title')), 'Autumn walk');
    await userEvent.type(field('Body'), 'Meet at the old bridge.');
    await userEvent.click(field('Published'));
    await save();
    expect(await screen.findByText('Blog post with ID 1000 has been created')).toBeTruthy();
    expect(fake.provider.create).toHaveBeenCalledWith(
      'blog',
      expect.objectContaining({
        data: { title: 'Autumn walk', body: 'Meet at the old bridge.', is_published: true },
      }),
    );
    await waitFor(() => expect(fake.path()).toBe('/blog'));
  });

  it('edits a post at its own URL and says so', async () => {
    const fake = renderAt(blog, [post], '/blog/1');
    await waitFor(() => expect(field('Title').value).toBe('Spring fair'));
    await replaceText('Title', 'Spring fair 2027');
    await save();
    expect(await screen.findByText('Blog post with ID 1 has been edited')).toBeTruthy();
    expect(fake.provider.update).toHaveBeenCalledWith(
      'blog',
      expect.objectContaining({
        data: expect.objectContaining({ title: 'Spring fair 2027' }),
        previousData: expect.objectContaining({ updated_at: post.updated_at }),
      }),
    );
    await waitFor(() => expect(fake.path()).toBe('/blog'));
  });

  it("shows the server's refusal in a red alert, on the field too, keeping the input", async () => {
    const fake = renderAt(blog, [post], '/blog/1');
    fake.provider.update.mockRejectedValueOnce(
      new HttpError('The blog post is not valid', 400, {
        message: 'The blog post is not valid',
        errors: { title: 'Must be at most 200 characters' },
      }),
    );
    await waitFor(() => expect(field('Title').value).toBe('Spring fair'));
    await replaceText('Title', 'A title the server refuses');
    await save();
    const alert = await saveFailureAlert();
    expect(alert.textContent).toContain('The blog post is not valid');
    expect(within(alert).queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(await screen.findByText('Must be at most 200 characters')).toBeTruthy();
    expect(field('Title').value).toBe('A title the server refuses');
    expect(fake.path()).toBe('/blog/1');
  });

  it('on a conflict keeps the input and offers Reload, which loads the saved version', async () => {
    const fake = renderAt(blog, [post], '/blog/1');
    fake.provider.update.mockRejectedValueOnce(
      new HttpError('This blog post was changed by someone else. Reload it.', 409, {}),
    );
    await waitFor(() => expect(field('Title').value).toBe('Spring fair'));
    await replaceText('Title', 'My change');
    await save();
    const alert = await saveFailureAlert();
    expect(alert.textContent).toContain('changed by someone else');
    expect(field('Title').value).toBe('My change');

    const stored = fake.tables.blog?.[0] as RaRecord;
    stored.title = 'Their change';
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(field('Title').value).toBe('Their change'));
    expect(document.querySelector('.MuiAlert-colorError')).toBeNull();
  });
});

describe('Category forms', () => {
  const user = userEvent.setup({ applyAccept: false });
  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'music.svg', {
    type: 'image/svg+xml',
  });
  const png = new File(['png'], 'music.png', { type: 'image/png' });

  it('requires a name, a kind and, on create, an icon', async () => {
    const fake = renderAt(categories, [], '/categories/create');
    await user.type(await screen.findByLabelText(inputLabel('Name')), 'x');
    await user.clear(field('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATEGORY_KIND_MESSAGE)).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(fake.provider.create).not.toHaveBeenCalled();
  });

  it('offers only .svg files and refuses another file', async () => {
    const fake = renderAt(categories, [], '/categories/create');
    await user.type(await screen.findByLabelText(inputLabel('Name')), 'Music');
    await user.click(field('Organization'));
    const picker = field('Icon');
    expect(picker.type).toBe('file');
    expect(picker.getAttribute('accept')).toBe('.svg');
    await user.upload(picker, png);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SVG_ONLY_MESSAGE)).toBeTruthy();
    expect(field('Name').value).toBe('Music');
    expect(fake.provider.create).not.toHaveBeenCalled();
  });

  it('creates a category with its flags and icon and says so', async () => {
    const fake = renderAt(categories, [], '/categories/create');
    await user.type(await screen.findByLabelText(inputLabel('Name')), 'Music');
    await user.click(field('Event'));
    await user.upload(field('Icon'), svg);
    expect(screen.getByText('music.svg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category has been created')).toBeTruthy();
    expect(fake.provider.create).toHaveBeenCalledWith(
      'categories',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'Music',
          is_event: true,
          is_organization: false,
          icon_file: svg,
        }),
      }),
    );
    await waitFor(() => expect(fake.path()).toBe('/categories'));
  });

  it('edits without a new icon, showing the current one, and names the category', async () => {
    const fake = renderAt(categories, [category], '/categories/3');
    await waitFor(() => expect(field('Name').value).toBe('Music'));
    expect(screen.getByRole('img', { name: 'Music icon' }).getAttribute('width')).toBe('100');
    expect(field('Event').checked).toBe(true);
    expect(field('Organization').checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/categories');
    await replaceText('Name', 'Live music');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Category 'Live music' has been updated successfully"),
    ).toBeTruthy();
    const [, params] = fake.provider.update.mock.calls[0] ?? [];
    expect(params?.data.icon_file).toBeUndefined();
    await waitFor(() => expect(fake.path()).toBe('/categories'));
  });

  it('refuses a category of neither kind on edit', async () => {
    const fake = renderAt(categories, [category], '/categories/3');
    await waitFor(() => expect(field('Event').checked).toBe(true));
    await user.click(field('Event'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CATEGORY_KIND_MESSAGE)).toBeTruthy();
    expect(fake.provider.update).not.toHaveBeenCalled();
  });

  it("shows the server's message when the save fails, keeping the input", async () => {
    const fake = renderAt(categories, [category], '/categories/3');
    fake.provider.update.mockRejectedValueOnce(
      new HttpError('A category with this name already exists', 409, {
        message: 'A category with this name already exists',
        errors: { name: 'Already taken' },
      }),
    );
    await waitFor(() => expect(field('Name').value).toBe('Music'));
    await replaceText('Name', 'Sports');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await saveFailureAlert()).textContent).toContain(
      'A category with this name already exists',
    );
    expect(await screen.findByText('Already taken')).toBeTruthy();
    expect(field('Name').value).toBe('Sports');
  });
});

describe(`The form of a declared resource whose every field is required (${allRequired.name})`, () => {
  const { name, fields } = allRequired;
  const labels = Object.values(fields).map((field) => field.label);
  const [firstLabel = ''] = labels;
  const urlLabels = Object.values(fields).flatMap((field) =>
    field.kind === 'url' ? [field.label] : [],
  );

  it('marks every field required before anything is typed', async () => {
    renderAt(allRequiredResource, [], `/${name}/create`);
    await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(shownLabels()).toEqual(labels.map((label) => `${label} *`)));
  });

  it("a refusal by the form's own rules says which fields, by their labels", async () => {
    renderAt(allRequiredResource, [], `/${name}/create`);
    await userEvent.type(await screen.findByRole('textbox', { name: firstLabel }), 'Summer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Invalid fields: ${labels.slice(1).join(', ')}`)).toBeTruthy();
  });

  it('requires every field and http(s) URLs', async () => {
    const fake = renderAt(allRequiredResource, [], `/${name}/create`);
    const [firstUrl = '', lastUrl = ''] = [urlLabels[0], urlLabels.at(-1)];
    expect(urlLabels.length).toBeGreaterThanOrEqual(2);
    await userEvent.type(await screen.findByLabelText(inputLabel(firstLabel)), 'Summer');
    await userEvent.type(field(firstUrl), 'ftp://files.example.org');
    await userEvent.type(field(lastUrl), 'not a link');
    await save();
    expect(await screen.findAllByText('Must be a valid http(s) URL')).toHaveLength(2);
    expect(screen.getAllByText('Required')).toHaveLength(labels.length - 3);
    expect(fake.provider.create).not.toHaveBeenCalled();
  });

  it('creates and edits a record with the success texts', async () => {
    const { one } = allRequired.label;
    const fake = renderAt(allRequiredResource, [sampleRecord(allRequired, 4)], `/${name}/create`);
    const { id: _id, created_at: _c, updated_at: _u, ...values } = sampleRecord(allRequired, 1);
    await screen.findByLabelText(inputLabel(firstLabel));
    for (const [source, declared] of Object.entries(fields)) {
      await userEvent.type(field(declared.label), String(values[source]));
    }
    await save();
    expect(await screen.findByText(`${one} with ID 1000 has been created`)).toBeTruthy();
    expect(fake.provider.create).toHaveBeenCalledWith(
      name,
      expect.objectContaining({ data: values }),
    );

    await waitFor(() => expect(fake.path()).toBe(`/${name}`));
    const edits = await screen.findAllByRole('link', { name: 'Edit' });
    const editCreated = edits.find((link) => link.getAttribute('href') === `/${name}/1000`);
    if (!editCreated) throw new Error('the created record has no Edit link');
    await userEvent.click(editCreated);
    const [changed, declared] = Object.entries(fields).at(-1) ?? [];
    const changedLabel = declared?.label ?? '';
    await waitFor(() => expect(field(changedLabel).value).toBe(values[changed ?? '']));
    await replaceText(
      changedLabel,
      declared?.kind === 'url' ? 'https://example.org/new' : 'New text',
    );
    await save();
    expect(await screen.findByText(`${one} with ID 1000 has been edited`)).toBeTruthy();
  });
});

describe('Sponsor forms', () => {
  it('does not accept the Select Type placeholder as a type, and checks the URLs', async () => {
    const fake = renderAt(sponsors, [], '/sponsors/create');
    await userEvent.type(await screen.findByLabelText(inputLabel('Name')), 'Acme');
    await userEvent.type(field('Image URL'), 'logo.png');
    await userEvent.type(field('Sponsor URL'), 'https://acme.example.org');
    const type = screen.getByRole('combobox', { name: /Sponsor type/ });
    expect(type.textContent).toBe('Select Type');
    await save();
    expect(await screen.findByText('Must be a valid http(s) URL')).toBeTruthy();
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(fake.provider.create).not.toHaveBeenCalled();
  });

  it('offers the three named types and creates with the chosen one', async () => {
    const fake = renderAt(sponsors, [], '/sponsors/create');
    await userEvent.type(await screen.findByLabelText(inputLabel('Name')), 'Acme');
    await userEvent.type(field('Image URL'), sponsor.image_url);
    await userEvent.type(field('Sponsor URL'), sponsor.sponsor_url);
    await userEvent.click(screen.getByRole('combobox', { name: /Sponsor type/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select Type', 'Gold Sponsor', 'Silver Sponsor', 'Special Thank you']);
    await userEvent.click(screen.getByRole('option', { name: 'Silver Sponsor' }));
    await save();
    expect(await screen.findByText('Sponsor with ID 1000 has been created')).toBeTruthy();
    expect(fake.provider.create).toHaveBeenCalledWith(
      'sponsors',
      expect.objectContaining({
        data: expect.objectContaining({ name: 'Acme', sponsor_type: 'SILVER' }),
      }),
    );
  });

  it('edits a sponsor and says so', async () => {
    renderAt(sponsors, [sponsor], '/sponsors/5');
    await waitFor(() => expect(field('Name').value).toBe('Acme'));
    await replaceText('Name', 'Acme Inc.');
    await save();
    expect(await screen.findByText('Sponsor with ID 5 has been edited')).toBeTruthy();
  });
});
