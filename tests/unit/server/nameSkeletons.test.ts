import { describe, expect, it } from 'vitest';
import { nameSkeleton } from '../../../server/db/nameSkeletons';

describe('nameSkeleton', () => {
  it.each([
    ['an Armenian օ', 'H\u0585st'],
    ['a small capital ᴏ', 'H\u1d0fst'],
    ['a Cherokee Ꮋ', '\u13bbost'],
    ['a Lisu ꓧ', '\ua4e7ost'],
    ['capitals', 'HOST'],
    ['a look-alike in lower case', 'h\u0585st'],
    ['full-width letters', 'Ｈｏｓｔ'],
    ['full-width letters and an Armenian օ', 'Ｈ\u0585ｓｔ'],
  ])('gives a name written with %s the skeleton of Host', (_, name) => {
    expect(nameSkeleton(name)).toBe(nameSkeleton('Host'));
  });

  it('tells apart names that do not look the same', () => {
    const names = ['Host', 'Hast', 'Hose', 'Ghost', 'Москва', 'Moskva', 'Αθήνα', 'Athina'];
    expect(new Set(names.map(nameSkeleton)).size).toBe(names.length);
  });

  it('gives a decomposed name the skeleton of the composed one, its accents kept', () => {
    expect(nameSkeleton('Cafe\u0301')).toBe(nameSkeleton('Café'));
    expect(nameSkeleton('Café')).not.toBe(nameSkeleton('Cafe'));
  });
});
