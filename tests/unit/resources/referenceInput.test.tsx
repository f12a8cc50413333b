import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { declareResource } from '../../../shared/resources/declaration';
import { declaredResource } from '../../../src/resources/declared';
import { tags } from '../../support/tags';
import { fakeDataProvider } from '../custom/fakeDataProvider';
import { inputLabel } from '../support/labels';
import { preloadResources } from '../support/preloadViews';
import { renderResources } from './resourceHarness';

/**
 * A declared resource whose record references another record type's (not its parent): the
 * generated form offers the referenced records by name, and sends the chosen one's id.
 */
const notes = declareResource({
  ...tags,
  name: 'categorised-tags',
  recordName: 'name',
  list: { ...tags.list, search: ['name'] },
  fr: { ...tags.fr, fields: { ...tags.fr.fields, category_id: 'Catégorie' } },
  fields: {
    ...tags.fields,
    category_id: {
      kind: 'reference',
      label: 'Category',
      table: 'categories',
      missing: 'Please select a category',
      notFound: 'No such category',
    },
  },
});
const resource = declaredResource(notes);

beforeAll(() => preloadResources([resource]));

const categories = [
  { id: 3, name: 'Music' },
  { id: 4, name: 'Theatre' },
];

describe('a reference field of a declared resource', () => {
  it('is chosen among the referenced records by name, and its id is sent', async () => {
    const fake = fakeDataProvider({ [notes.name]: [], categories });
    renderResources([resource], { dataProvider: fake.dataProvider, path: `/${notes.name}/create` });
    await userEvent.type(await screen.findByLabelText(inputLabel('Name')), 'Chairs');
    await userEvent.click(screen.getByRole('combobox', { name: /Colour/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Red' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Category/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Theatre' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(fake.provider.create).toHaveBeenCalledWith(
        notes.name,
        expect.objectContaining({
          data: expect.objectContaining({ name: 'Chairs', colour: 'RED', category_id: 4 }),
        }),
      ),
    );
  });

  it('says which one is missing when none is chosen, and sends nothing', async () => {
    const fake = fakeDataProvider({ [notes.name]: [], categories });
    renderResources([resource], { dataProvider: fake.dataProvider, path: `/${notes.name}/create` });
    await userEvent.type(await screen.findByLabelText(inputLabel('Name')), 'Chairs');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a category')).toBeTruthy();
    expect(fake.provider.create).not.toHaveBeenCalled();
  });
});
