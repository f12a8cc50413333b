/** The input of `field` under `root`: by its name, else by its id (react-admin's is the source). */
const inputOf = (root: ParentNode, field: string) => {
  const escaped = CSS.escape(field);
  return root.querySelector(`[name="${escaped}"], #${escaped}`);
};

/**
 * `fields` in the order their inputs come in the form under `root` (as the administrator reads
 * it, section by section), rather than the order the rules check them; fields without an input
 * there keep their order, after the others.
 */
export function inFormOrder(fields: readonly string[], root: ParentNode | null): string[] {
  if (!root) return [...fields];
  const placed = fields.map((field) => ({ field, input: inputOf(root, field) }));
  return placed
    .sort(({ input: a }, { input: b }) => {
      if (!a || !b) return a ? -1 : b ? 1 : 0;
      return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    })
    .map(({ field }) => field);
}
