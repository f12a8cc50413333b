import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { english } from '../../../src/i18n/en';
import { french } from '../../../src/i18n/fr';
import { flatten, interpolate } from '../../../src/i18n/messages';
import { i18nProvider } from '../../../src/i18n/provider';
import {
  bodyRows,
  harbourPlace,
  heading,
  openOrganizationRoutes,
  TORONTO,
  torontoTables,
  withoutMapsKey,
} from '../support/organizationScope';

/*
 * A record's name is data: the screens show it as it was typed, in each language, even when it
 * reads like a message (placeholders, a plural mark, an API message's English text).
 */

const catalogues = { en: flatten(english), fr: flatten(french) };
type Locale = keyof typeof catalogues;

/** The catalogue's text of `key`, its placeholders filled with `values`. */
function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const template = catalogues[locale].get(key);
  if (template === undefined) throw new Error(`No ${locale} text for ${key}`);
  return interpolate(template, values);
}

const NAMES = ['Hope %{smart_count} A |||| B', 'Required'];

const open = (name: string, path: string) =>
  openOrganizationRoutes(
    {
      organizations: [
        {
          id: 7,
          name,
          category_id: 3,
          city: 'Toronto',
          is_published: true,
          is_corkboard: false,
          location_id: 40,
          location: harbourPlace,
          updated_at: 'o0',
        },
      ],
      locations: [harbourPlace],
      categories: [{ id: 3, name: 'Arts', is_event: false, is_organization: true }],
      ...torontoTables,
    },
    path,
  );

/** Where react-admin's Title puts the page's title (the app bar, absent from the bare layout). */
let appBarTitle: HTMLElement;
beforeEach(() => {
  appBarTitle = document.createElement('span');
  appBarTitle.id = 'react-admin-title';
  document.body.append(appBarTitle);
});
afterEach(async () => {
  appBarTitle.remove();
  await i18nProvider.changeLocale('en');
});

withoutMapsKey();

describe.each(['en', 'fr'] as const)('record names as typed (%s)', (locale) => {
  beforeEach(() => i18nProvider.changeLocale(locale));

  it.each(NAMES)("the overview's title, heading and breadcrumbs show %s", async (name) => {
    open(name, `${TORONTO}/organization/7`);
    expect(await heading(text(locale, 'console.organizations.heading', { name }))).toBeTruthy();
    await waitFor(() => expect(appBarTitle.textContent).toBe(name));
    const breadcrumbs = screen.getByRole('navigation', {
      name: text(locale, 'console.geography.breadcrumbs.label'),
    });
    await waitFor(() =>
      expect(breadcrumbs.querySelector('[aria-current="page"]')?.textContent).toBe(name),
    );
  });

  it.each(NAMES)("the edit screen's title and heading show %s", async (name) => {
    open(name, '/organization/7/edit');
    const title = text(locale, 'console.organizations.edit_title', { name });
    expect(await heading(title)).toBeTruthy();
    await waitFor(() => expect(appBarTitle.textContent).toBe(title));
  });

  it.each(NAMES)('the delete popup and its notification name %s', async (name) => {
    open(name, '/organizations');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const remove = text(locale, 'ra.action.delete');
    await userEvent.click(
      within(bodyRows()[0] as HTMLElement).getByRole('button', { name: remove }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(dialog.querySelector('.MuiDialogContentText-root')?.textContent).toBe(
        text(locale, 'console.shared.kind.with_name.delete_question', { name }),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: remove }));
    const label = text(locale, 'console.organizations.one');
    // Exactly: French spaces its punctuation with no-break spaces.
    const deleted = text(locale, 'console.shared.kind.with_name.deleted', { label, name });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(deleted));
  });
});
