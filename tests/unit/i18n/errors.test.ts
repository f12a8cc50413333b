import { describe, expect, it } from 'vitest';
import { allMessages, declaredMessages } from '../../../shared/messageCodes';
import { englishErrors } from '../../../src/dataProvider/errors.en';
import { frenchDeclaredErrors, frenchErrorCatalogue } from '../../../src/dataProvider/errors.fr';

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1] as string))].sort();

/**
 * Params whose text is an English word (a label, a noun, a count of records): the French
 * wording leaves them out rather than mix languages.
 */
const ENGLISH_PARAMS: Record<string, readonly string[]> = {
  must_be: ['expected'],
  must_be_not: ['expected', 'received'],
  one_file_too_large: ['files'],
  files_too_large: ['files'],
  not_found: ['what'],
  already_exists: ['what'],
  role_administrators_only_see: ['what'],
  role_administrators_only_change: ['what'],
  role_unlimited_editors_only: ['what'],
  role_outside_region: ['what'],
  region_in_use: ['uses'],
  organization_in_use: ['uses'],
  location_in_use: ['uses'],
  role_in_use_one: ['uses'],
  role_in_use_many: ['uses'],
  restore_parent_deleted: ['noun'],
  restore_reference_deleted: ['noun'],
  restore_clash: ['noun', 'clash'],
  // The record's refusal, in the server's English.
  bulk_undo_refused: ['reason'],
  'categories.in_use': ['uses'],
};

describe('the API messages in the catalogues', () => {
  it('give every registry code in English, as the server words it', () => {
    expect(Object.keys(englishErrors).sort()).toEqual(Object.keys(allMessages()).sort());
    expect(englishErrors.too_long).toBe('Must be at most %{max} characters');
  });

  it('give every code in French, with the English placeholders', () => {
    expect(Object.keys(frenchErrorCatalogue).sort()).toEqual(Object.keys(englishErrors).sort());
    expect(Object.keys(frenchDeclaredErrors).sort()).toEqual(
      Object.keys(declaredMessages()).sort(),
    );
    for (const [code, english] of Object.entries(englishErrors)) {
      const french = frenchErrorCatalogue[code as keyof typeof frenchErrorCatalogue] ?? '';
      expect(french.trim(), code).not.toBe('');
      const omitted = ENGLISH_PARAMS[code] ?? [];
      expect(placeholders(french), code).toEqual(
        placeholders(english as string).filter((name) => !omitted.includes(name)),
      );
    }
  });
});
