import { afterEach, describe, expect, it } from 'vitest';
import { chosenLocale } from '../../../src/i18n/locale';
import { i18nProvider } from '../../../src/i18n/provider';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  localStorage.clear();
});

describe('the console language', () => {
  it("speaks the spec's English by default, with react-admin's texts and the console's", () => {
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('console.layout.header.user_management')).toBe('User management');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 3 })).toBe(
      '3 records selected',
    );
  });

  it('loads French when chosen, keeps the choice, and counts as French does', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.getLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('console.locale')).toBe('fr');
    expect(chosenLocale()).toBe('fr');
    expect(i18nProvider.translate('console.layout.header.user_management')).toBe(
      'Gestion des utilisateurs',
    );
    expect(i18nProvider.translate('ra.action.save')).toBe('Enregistrer');
    // French uses the singular for zero and one.
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 0 })).toBe(
      '0 élément sélectionné',
    );
    expect(i18nProvider.translate('ra.action.bulk_actions', { smart_count: 2 })).toBe(
      '2 éléments sélectionnés',
    );
    expect(
      i18nProvider.translate('resources.categories.name', { smart_count: 2, _: 'Categories' }),
    ).toBe('Catégories');
  });

  it('names a declared resource by its declaration in English', () => {
    expect(
      i18nProvider.translate('resources.categories.name', { smart_count: 2, _: 'Categories' }),
    ).toBe('Categories');
  });
});

describe('the API messages the console shows', () => {
  it("words a form's validation message, given as the key, in the chosen language", async () => {
    const message = 'Must be at most 100 characters';
    expect(i18nProvider.translate(message, { _: message })).toBe(message);
    expect(i18nProvider.translate('Required', { _: 'Required' })).toBe('Required');
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate(message, { _: message })).toBe(
      'Doit compter au plus 100 caractères',
    );
    expect(i18nProvider.translate('Required', { _: 'Required' })).toBe('Obligatoire');
    expect(
      i18nProvider.translate('It should be event or organization category or both', {
        _: 'It should be event or organization category or both',
      }),
    ).toBe('La catégorie doit être une catégorie d’événement, d’organisme ou les deux');
  });

  it('leaves a text the registry does not know as it is', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('Something else', { _: 'Something else' })).toBe(
      'Something else',
    );
  });

  it("neither cuts nor fills a text it does not know: its `%{…}` and `||||` are the text's", async () => {
    // An API failure without a code, naming a record (a usage refusal the registry cannot match).
    const failure = 'Hope %{smart_count} A |||| B is still used; it stays.';
    for (const locale of ['en', 'fr']) {
      await i18nProvider.changeLocale(locale);
      expect(i18nProvider.translate(failure, { _: failure }), locale).toBe(failure);
      expect(i18nProvider.translate(failure, { smart_count: 2 }), locale).toBe(failure);
    }
  });
});
