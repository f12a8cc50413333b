import { type CodedMessage, MESSAGES, type MessageParams } from './messages';
import { declaredResources } from './resources';

/**
 * The messages each declared resource words itself (shared/resources), coded by resource:
 * `categories.unique`, `categories.in_use` (its `{name}` and `{uses}` filled by the server),
 * `categories.rule.is_organization` (a rule over several fields, by the field it names),
 * `sponsors.missing.sponsor_type` (a choice or reference left empty), `<name>.not_found.<field>`
 * (a reference to a record that is not live).
 */
export function declaredMessages(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const declaration of declaredResources) {
    const { name } = declaration;
    if (declaration.uniqueMessage) messages[`${name}.unique`] = declaration.uniqueMessage;
    if (declaration.inUseMessage) messages[`${name}.in_use`] = declaration.inUseMessage;
    for (const rule of declaration.rules ?? [])
      messages[`${name}.rule.${rule.path}`] = rule.message;
    for (const [field, declared] of Object.entries(declaration.fields)) {
      if (declared.kind === 'choice' || declared.kind === 'reference')
        messages[`${name}.missing.${field}`] = declared.missing;
      if (declared.kind === 'reference') messages[`${name}.not_found.${field}`] = declared.notFound;
    }
  }
  return messages;
}

/** Every template, the registry's and the declarations', by code. */
export const allMessages = (): Record<string, string> => ({ ...MESSAGES, ...declaredMessages() });

interface Matcher {
  code: string;
  pattern: RegExp;
  names: string[];
  /** How much of the template is literal text: the more, the more specific. */
  literal: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as an anchored regex: each param a lazy capture, a repeated param the same text. */
function matcherOf(code: string, template: string): Matcher {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    source += literally(template.slice(last, match.index));
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]*?)`;
    if (!names.includes(name)) names.push(name);
    last = match.index + match[0].length;
  }
  source += literally(template.slice(last));
  const literal = template.replace(PLACEHOLDER, '').length;
  return { code, pattern: new RegExp(`^${source}$`), names, literal };
}

let matchers: Matcher[] | undefined;

/**
 * The code and params of an English message, recognised by matching the templates; the most
 * specific template wins (`Must be a number` over `Must be {expected}`). Undefined for a text
 * that is none of them.
 */
export function codeOf(message: string): CodedMessage | undefined {
  matchers ??= Object.entries(allMessages())
    .map(([code, template]) => matcherOf(code, template))
    .sort((a, b) => b.literal - a.literal);
  for (const { code, pattern, names } of matchers) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params: MessageParams = {};
    for (const name of names) params[name] = match.groups?.[name] ?? '';
    return { code, params };
  }
  return undefined;
}
