import { readFileSync } from 'node:fs';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { describe, expect, it } from 'vitest';
import { declaredResources } from '../../../shared/resources';
import { consoleEnglish } from '../../../src/i18n/en';
import { consoleFrench, frenchResourceNames } from '../../../src/i18n/fr';
import { type Catalogue, flatten } from '../../../src/i18n/messages';
import { consoleSources } from './textsInCode';

const keys = (catalogue: Catalogue) => [...flatten(catalogue).keys()].sort();

/** The console keys written in the console's code, outside the catalogues themselves. */
const usedKeys = new Set(
  consoleSources()
    .flatMap((path) => [
      ...readFileSync(path, 'utf8').matchAll(/['"`](console\.[A-Za-z0-9_.]+)['"`]/g),
    ])
    .map((match) => match[1] as string),
);

describe('the message catalogues', () => {
  it('give every console text in English and in French', () => {
    expect(keys(consoleFrench)).toEqual(keys(consoleEnglish));
    for (const [key, text] of flatten(consoleFrench)) expect(text.trim(), key).not.toBe('');
  });

  it('hold every key the console uses, and no key it does not', () => {
    const catalogued = keys(consoleEnglish);
    expect([...usedKeys].filter((key) => !catalogued.includes(key))).toEqual([]);
    expect(catalogued.filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it('name every declared resource in French, its plural beside its singular', () => {
    for (const { name } of declaredResources) {
      expect(frenchResourceNames[name], name).toMatch(/^[^|]+ \|\|\|\| [^|]+$/);
    }
    expect(Object.keys(frenchResourceNames).sort()).toEqual(
      declaredResources.map(({ name }) => name).sort(),
    );
  });

  it("cover react-admin's own texts in French", () => {
    const french = new Set(keys(frenchMessages as Catalogue));
    expect(keys(englishMessages as Catalogue).filter((key) => !french.has(key))).toEqual([]);
  });
});
