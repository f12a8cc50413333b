/** One node of an `EXPLAIN (FORMAT JSON)` plan: the fields the checks read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The large tables the plan reads with a sequential scan. */
export function sequentialScans(plan: PlanNode, largeTables: readonly string[]): string[] {
  return nodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?')
    .filter((table) => largeTables.includes(table));
}

/** The plan's first nodes, depth first, as `Limit > Index Scan organizations(organizations_name_order) > ...`. */
export function planSummary(plan: PlanNode, shown = 6): string {
  const all = nodes(plan);
  const described = all.slice(0, shown).map((node) => {
    const relation = node['Relation Name'] ?? '';
    const index = node['Index Name'] ? `(${node['Index Name']})` : '';
    return [node['Node Type'], `${relation}${index}`].filter(Boolean).join(' ');
  });
  return `${described.join(' > ')}${all.length > shown ? ' > ...' : ''}`;
}
