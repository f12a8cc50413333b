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

/** A node of an `EXPLAIN (ANALYZE, FORMAT JSON)` plan: how often it ran and what it read. */
export interface AnalyzedPlanNode extends PlanNode {
  /** A scan shared by parallel workers: its loops are the workers, not rows of another scan. */
  'Parallel Aware'?: boolean;
  'Actual Loops': number;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  Plans?: AnalyzedPlanNode[];
}

/**
 * Above this many rows read in all by one scan node that runs more than once, the plan rescans
 * a table per row of another instead of reading it once: 12,000 rescans of the 1,079
 * municipalities made a city search take 12 s on a fresh installation. A page of 100 rows each
 * looking up one row by index reads 100.
 */
export const REPEATED_SCAN_ROWS = 5_000;

const SCAN_NODES = /Scan$/;

/** The scan nodes that run repeatedly and read more than REPEATED_SCAN_ROWS rows in all. */
export function repeatedScans(plan: AnalyzedPlanNode): string[] {
  return (nodes(plan) as AnalyzedPlanNode[])
    .filter(
      (node) =>
        SCAN_NODES.test(node['Node Type']) && node['Actual Loops'] > 1 && !node['Parallel Aware'],
    )
    .map((node) => ({
      node,
      rowsRead:
        node['Actual Loops'] * (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)),
    }))
    .filter(({ rowsRead }) => rowsRead > REPEATED_SCAN_ROWS)
    .map(
      ({ node, rowsRead }) =>
        `${node['Node Type']} on ${node['Relation Name'] ?? '?'}${node['Index Name'] ? `(${node['Index Name']})` : ''} ran ${node['Actual Loops']} times, reading ${rowsRead} rows`,
    );
}
