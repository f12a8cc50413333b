import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord, type ResourceProps } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';

import { categories as categoryDeclaration } from '../../../shared/resources/categories';
import { inputSchemaOf } from '../../../shared/resources/schema';
import { organizationWithLocationInput } from '../../../shared/schemas/organization';
import { validateWith } from '../../../shared/validation';
import { i18nProvider } from '../../../src/i18n/provider';
import { validateEvent } from '../../../src/resources/events/EventFields';
import { requiredFields } from '../../../src/resources/shared/formFields';
import { labelledErrorMessage } from '../../../src/ui/errorMessage';
import { fakeDataProvider } from '../custom/fakeDataProvider';
import { preloadResources } from '../support/preloadViews';
import { consoleResource, renderResources } from './resourceHarness';

const categories = consoleResource('categories');
const sponsors = consoleResource('sponsors');

beforeAll(() => preloadResources([categories, sponsors]));

function renderAt(resource: ResourceProps, rows: RaRecord[], path: string) {
  const fake = fakeDataProvider({ [resource.name]: rows });
  return { ...fake, ...renderResources([resource], { dataProvider: fake.dataProvider, path }) };
}

/** The labels of the form's inputs as shown, with their required marks. */
const shownLabels = () =>
  [...document.querySelectorAll('form label')].map((label) =>
    (label.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );

describe('required fields, from the rules the server checks', () => {
  const validateOrganization = (values: Record<string, unknown>) =>
    validateWith(organizationWithLocationInput, values);

  it('an organization needs its category and description unless it is a corkboard one', () => {
    const regular = requiredFields(validateOrganization, { is_corkboard: false });
    expect([...regular].sort()).toEqual(
      [
        'address_1',
        'category_id',
        'city',
        'country',
        'description',
        'latitude',
        'longitude',
        'name',
        'state',
        'zip',
      ].sort(),
    );
    const corkboard = requiredFields(validateOrganization, { is_corkboard: true, name: 'typed' });
    expect(corkboard.has('category_id')).toBe(false);
    expect(corkboard.has('description')).toBe(false);
    expect(corkboard.has('name')).toBe(true);
  });

  it('a new event needs both images, an edited one keeps its stored ones', () => {
    expect(requiredFields(validateEvent({ imagesRequired: true }), {}).has('card_image')).toBe(
      true,
    );
    expect(requiredFields(validateEvent({ imagesRequired: false }), {}).has('card_image')).toBe(
      false,
    );
    const event = requiredFields(validateEvent({ imagesRequired: false }), {});
    expect(event.has('title')).toBe(true);
    expect(event.has('start_time')).toBe(true);
    expect(event.has('end_time')).toBe(false);
    expect(event.has('website')).toBe(false);
  });

  it('a checkbox is never marked: a category kind is chosen by ticking', () => {
    const validate = (values: Record<string, unknown>) =>
      validateWith(inputSchemaOf(categoryDeclaration), values);
    expect([...requiredFields(validate, { is_event: false, is_organization: false })]).toEqual([
      'name',
    ]);
  });

  it('marks the sponsor type while keeping its Select Type placeholder', async () => {
    renderAt(sponsors, [], '/sponsors/create');
    const type = await screen.findByRole('combobox', { name: /Sponsor type/ });
    const label = document.getElementById(type.getAttribute('aria-labelledby') ?? '');
    await waitFor(() => expect(label?.textContent?.replace(/\s+/g, ' ')).toBe('Sponsor type *'));
    expect(type.textContent).toBe('Select Type');
  });

  it('marks the category icon on create only', async () => {
    renderAt(categories, [], '/categories/create');
    await waitFor(() =>
      expect(shownLabels()).toEqual([
        'Name *',
        'Event',
        'Organization',
        'Icon *',
        // Optional (issue 33): empty takes the app settings' interval.
        'Review interval (months)',
      ]),
    );
  });

  it('leaves the stored icon optional on edit', async () => {
    const music = { id: 3, name: 'Music', is_event: true, is_organization: false, icon: null };
    renderAt(categories, [music], '/categories/3');
    await waitFor(() => expect(shownLabels()).toContain('Icon'));
    expect(shownLabels()).toContain('Name *');
  });
});

describe('messages name fields by their labels', () => {
  const refusal = (errors: Record<string, string>) => {
    const message = `Invalid fields: ${Object.keys(errors).join(', ')}`;
    return new HttpError(message, 400, { message, errors });
  };

  it('rewords the server\'s field names only in its "Invalid fields" message', async () => {
    const labels: Record<string, string> = { url: 'URL', icon_file: 'Icon' };
    const labelOf = (field: string) => labels[field] ?? field;
    const translate = (message: string) => i18nProvider.translate(message);
    const worded = (error: HttpError) => labelledErrorMessage(error, 'x', labelOf, translate);
    expect(worded(refusal({ url: 'Must be a valid http(s) URL' }))).toBe('Invalid fields: URL');
    expect(worded(refusal({ icon_file: 'Unsafe', other: 'No' }))).toBe(
      'Invalid fields: Icon, other',
    );
    const named = new HttpError('A category with this name already exists.', 409, {
      message: 'A category with this name already exists.',
      errors: { name: 'Taken' },
    });
    expect(worded(named)).toBe('A category with this name already exists.');
    await i18nProvider.changeLocale('fr');
    try {
      expect(worded(refusal({ url: 'Must be a valid http(s) URL' }))).toBe(
        'Champs non valides\u00a0: URL',
      );
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it("a refused save's banner names the fields as the form labels them, in form order", async () => {
    const fake = renderAt(categories, [], '/categories/create');
    fake.provider.create.mockRejectedValueOnce(
      refusal({ icon_file: 'The SVG holds a script', is_organization: 'No' }),
    );
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Music');
    await user.click(screen.getByRole('checkbox', { name: 'Organization' }));
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'm.svg', {
      type: 'image/svg+xml',
    });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, svg);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The server lists icon_file first; the form shows the Organization checkbox above the icon.
    expect(await screen.findByText('Invalid fields: Organization, Icon')).toBeTruthy();
  });
});
