import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@babel/parser';

/**
 * Finds the texts written in the console's code instead of its message catalogues: JSX text,
 * text attributes (`label="Status"`), text properties (`{ title: 'Settings' }`) and string or
 * template literals that read as words ("Created in the last ${days} days"). Message keys
 * (`console.…`, `ra.…`, `resources.…`) are what the code should hold, and are not texts.
 */

/** Attributes and properties whose string value is shown to people. */
const TEXT_NAMES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'ariaLabel',
  'helperText',
  'emptyText',
  'alt',
  'tooltip',
  'message',
  'heading',
  'caption',
  'confirmTitle',
  'confirmContent',
  'successMessage',
]);

const KEY = /^(console|ra|resources)\.[\w.]+$/;
const HAS_LETTER = /\p{L}/u;
/** Words as people read them: a capitalised word followed by another word. */
const READS_AS_WORDS = /^\s*\p{Lu}\p{Ll}+[\s,:]+\p{L}/u;

export interface TextInCode {
  file: string;
  line: number;
  text: string;
}

/** Files whose words are data, not texts of the console. */
const DATA_FILES = new Set([
  // The template Orders screen's sample records.
  join('src', 'custom', 'orders', 'sampleOrders.ts'),
  // The product's name, the same in every language.
  join('src', 'custom', 'theme', 'brand.ts'),
]);

/** The console's source files, outside its catalogues (`messages.*.ts`, the API's `errors.*.ts`) and data. */
export function consoleSources(dir = 'src'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return path === join('src', 'i18n') ? [] : consoleSources(path);
    const isCode = /\.tsx?$/.test(name) && !/^(messages|errors)\.\w+\.ts$/.test(name);
    return isCode && !DATA_FILES.has(path) ? [path] : [];
  });
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') return [];
    if (Array.isArray(value)) return value.filter(isNode);
    return isNode(value) ? [value] : [];
  });
}

/** The name of an attribute or property, when it is a plain one. */
function nameOf(node: Node): string | undefined {
  const name = (node.name ?? node.key) as Node | undefined;
  if (!name) return undefined;
  if (name.type === 'JSXIdentifier' || name.type === 'Identifier') return String(name.name);
  if (name.type === 'StringLiteral') return String(name.value);
  return undefined;
}

const stringValue = (node: Node | undefined): string | undefined =>
  node?.type === 'StringLiteral' ? String(node.value) : undefined;

/** Every text written in `file`'s code. */
export function textsIn(file: string): TextInCode[] {
  const source = readFileSync(file, 'utf8');
  const ast = parse(source, {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  }) as unknown as Node;
  const found: TextInCode[] = [];
  const add = (node: Node, text: string) =>
    found.push({ file, line: node.loc?.start.line ?? 0, text: text.trim() });

  const visit = (node: Node, parent?: Node) => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'TSLiteralType':
      case 'TSImportType':
        return;
      case 'NewExpression':
        // A thrown Error is a programmer's fault, read in the browser's console, not a text.
        if ((node.callee as Node).type === 'Identifier' && (node.callee as Node).name === 'Error')
          return;
        break;
      case 'JSXText':
        if (HAS_LETTER.test(String(node.value))) add(node, String(node.value));
        return;
      case 'JSXAttribute':
      case 'ObjectProperty': {
        const name = nameOf(node);
        const value = node.value as Node | undefined;
        const literal =
          stringValue(value) ??
          (value?.type === 'JSXExpressionContainer'
            ? stringValue(value.expression as Node)
            : undefined);
        if (name && TEXT_NAMES.has(name) && literal !== undefined) {
          if (HAS_LETTER.test(literal) && !KEY.test(literal)) add(node, literal);
          return;
        }
        break;
      }
      case 'StringLiteral': {
        const text = String(node.value);
        const isKeyOfProperty = parent?.type === 'ObjectProperty' && parent.key === node;
        if (!isKeyOfProperty && READS_AS_WORDS.test(text) && !KEY.test(text)) add(node, text);
        return;
      }
      case 'TemplateElement': {
        const text = String((node.value as { cooked?: string }).cooked ?? '');
        if (READS_AS_WORDS.test(text)) add(node, text);
        return;
      }
    }
    for (const child of children(node)) visit(child, node);
  };
  visit(ast);
  return found;
}
