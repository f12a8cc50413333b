import { expect, it } from 'vitest';
import { consoleSources, textsIn } from './textsInCode';

it('finds no text written in the console code: every text is in the message catalogues', () => {
  const found = consoleSources()
    .flatMap(textsIn)
    .map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`);
  expect(found).toEqual([]);
});
