import { describe, expect, it } from 'vitest';
import { allMessages, codeOf, declaredMessages } from '../../../shared/messageCodes';
import { fillTemplate, MESSAGES, messageText } from '../../../shared/messages';
import { categories } from '../../../shared/resources/categories';
import { companyLinkInput } from '../../../shared/schemas/companyLink';
import { validateWith } from '../../../shared/validation';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe('the message registry', () => {
  it('recognises every template filled with params, giving back its code and params', () => {
    for (const [code, template] of Object.entries(allMessages())) {
      const params = Object.fromEntries(
        placeholders(template).map((name) => [name, `sample-${name}`]),
      );
      expect(codeOf(fillTemplate(template, params)), code).toEqual({ code, params });
    }
  });

  it('reads the params of the messages the API words', () => {
    expect(codeOf('Must be at most 100 characters')).toEqual({
      code: 'too_long',
      params: { max: '100' },
    });
    expect(codeOf('Must be between -90 and 90')).toEqual({
      code: 'between',
      params: { min: '-90', max: '90' },
    });
    expect(codeOf('Organization not found.')).toEqual({
      code: 'not_found',
      params: { what: 'Organization' },
    });
    expect(codeOf('ada@example.org is already an administrator.')).toEqual({
      code: 'already_administrator',
      params: { email: 'ada@example.org' },
    });
    expect(codeOf('Invalid fields: name, url')).toEqual({
      code: 'invalid_fields',
      params: { fields: 'name, url' },
    });
    expect(codeOf('Required')).toEqual({ code: 'required', params: {} });
    expect(codeOf(MESSAGES.stale_record)).toEqual({ code: 'stale_record', params: {} });
  });

  it('prefers the most specific template', () => {
    expect(codeOf('Must be a number')?.code).toBe('not_a_number');
    expect(codeOf('Must be text, not a number')?.code).toBe('must_be_not');
    expect(codeOf('Must be at least 1 day')?.code).toBe('days_at_least');
    expect(codeOf('Must be at least 3')).toEqual({ code: 'at_least', params: { min: '3' } });
    expect(codeOf('Must be publish, unpublish or delete')).toEqual({
      code: 'must_be',
      params: { expected: 'publish, unpublish or delete' },
    });
  });

  it('codes the messages each declared resource words by resource', () => {
    expect(declaredMessages()['categories.unique']).toBe(categories.uniqueMessage);
    expect(codeOf('Music is used by 2 organizations; give them another category first.')).toEqual({
      code: 'categories.in_use',
      params: { name: 'Music', uses: '2 organizations' },
    });
    expect(codeOf('It should be event or organization category or both')?.code).toBe(
      'categories.rule.is_organization',
    );
  });

  it('knows no text outside it', () => {
    expect(codeOf('Something nobody wrote')).toBeUndefined();
    expect(codeOf('')).toBeUndefined();
  });

  it('gives the texts the schemas word', () => {
    expect(messageText('too_long', { max: 5 })).toBe('Must be at most 5 characters');
    expect(validateWith(companyLinkInput, { name: 'x'.repeat(121), url: 'ftp://x' })).toEqual({
      name: 'Must be at most 120 characters',
      url: 'Must be a valid http(s) URL',
    });
  });
});
