import { readFileSync } from 'node:fs';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { describe, expect, it } from 'vitest';
import { declaredResources, recordDeclarations } from '../../../shared/resources';
import { consoleEnglish } from '../../../src/i18n/en';
import { consoleFrench, frenchResources } from '../../../src/i18n/fr';
import { type Catalogue, flatten } from '../../../src/i18n/messages';
import { declaredTexts, nameKey } from '../../../src/resources/declared/declaredTexts';
import { bulkTextKeys } from '../../../src/resources/shared/bulkTexts';
import { laidOutFormKeys } from '../../../src/resources/shared/LaidOutForm';
import { regionEditTitleKeys } from '../../../src/resources/shared/RegionEdit';
import { consoleSources } from './textsInCode';

const keys = (catalogue: Catalogue) => [...flatten(catalogue).keys()].sort();

/** A declared message's `{field}` fill-ins. */
const fills = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([fill]) => fill).sort();

/** The console keys written in the console's code, outside the catalogues themselves. */
const usedKeys = new Set(
  consoleSources()
    .flatMap((path) => [
      ...readFileSync(path, 'utf8').matchAll(/['"`](console\.[A-Za-z0-9_.]+)['"`]/g),
    ])
    .map((match) => match[1] as string),
);

/**
 * The keys the console builds from declarations instead of writing them out (a key family such
 * as `console.shared.bulk.<message>.<action>` over the declared bulk actions): each must be
 * catalogued.
 */
const laidOutForms = recordDeclarations.map(laidOutFormKeys);
const builtKeys = [
  ...bulkTextKeys,
  ...regionEditTitleKeys,
  ...laidOutForms.flatMap(({ sections }) => sections),
];

/**
 * The labels a laid-out form builds for its fields (`console.<resource>.fields.<field>`): used
 * where catalogued, since an input drawn by hand may name its own.
 */
const fieldLabelKeys = new Set<string>(laidOutForms.flatMap(({ labels }) => labels));

describe('the message catalogues', () => {
  it('give every console text in English and in French', () => {
    expect(keys(consoleFrench)).toEqual(keys(consoleEnglish));
    for (const [key, text] of flatten(consoleFrench)) expect(text.trim(), key).not.toBe('');
  });

  it('hold every key the console uses, and no key it does not', () => {
    const catalogued = keys(consoleEnglish);
    const used = new Set([...usedKeys, ...builtKeys]);
    expect([...used].filter((key) => !catalogued.includes(key))).toEqual([]);
    expect(catalogued.filter((key) => !used.has(key) && !fieldLabelKeys.has(key))).toEqual([]);
  });

  it('name every declared resource in French, its plural beside its singular, with all its texts', () => {
    for (const declaration of declaredResources) {
      const { name } = declaration;
      const french = flatten(frenchResources[name] ?? {}, `resources.${name}`);
      expect(french.get(nameKey(declaration)), name).toMatch(/^[^|]+ \|\|\|\| [^|]+$/);
      // Every label, choice, placeholder and text its declaration gives, and nothing else.
      const expected = [nameKey(declaration), ...declaredTexts(declaration).keys()];
      expect([...french.keys()].sort(), name).toEqual(expected.sort());
      for (const [key, text] of french) expect(text.trim(), key).not.toBe('');
      // A message's `{field}` fill-ins are the English's.
      for (const [key, english] of declaredTexts(declaration))
        expect(fills(french.get(key) ?? ''), key).toEqual(fills(english));
    }
    expect(Object.keys(frenchResources).sort()).toEqual(
      declaredResources.map(({ name }) => name).sort(),
    );
  });

  it("cover react-admin's own texts in French", () => {
    const french = new Set(keys(frenchMessages as Catalogue));
    expect(keys(englishMessages as Catalogue).filter((key) => !french.has(key))).toEqual([]);
  });
});
