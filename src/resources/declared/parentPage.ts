import { useQuery } from '@tanstack/react-query';
import { type DataProvider, type Identifier, useDataProvider } from 'react-admin';
import type { ResourceDeclaration } from '../../../shared/resources/declaration';
import type { HistoryTable } from '../../../shared/resources/history';
import { recordTypeOf } from '../../../shared/resources/references';
import { historyTargets } from '../history/historyTargets';

/**
 * The ids of the records a record of `table` sits under, outermost first: each read from the
 * record below it (an event's organization from the event).
 */
async function ancestorIds(
  dataProvider: DataProvider,
  table: string,
  id: Identifier,
): Promise<Identifier[]> {
  const type = recordTypeOf(table);
  if (!type.parent) return [];
  const { data } = await dataProvider.getOne(type.name, { id });
  const above = data[type.parent.column] as Identifier;
  return [...(await ancestorIds(dataProvider, type.parent.table, above)), above];
}

/**
 * The record page of the record a declared resource's record belongs to, where its list is:
 * what its forms lead back to. Undefined while it is worked out, or when it has no parent.
 */
export function useParentPage(
  declaration: ResourceDeclaration,
  parentId: Identifier | undefined,
): string | undefined {
  const dataProvider = useDataProvider();
  const table = declaration.parent?.table;
  const { data } = useQuery({
    queryKey: ['parentPage', table, parentId],
    enabled: table !== undefined && parentId !== undefined,
    queryFn: async () => {
      const target = historyTargets[table as HistoryTable];
      const id = parentId as Identifier;
      const ancestors = await ancestorIds(dataProvider, table as string, id);
      return target?.path?.(id, ancestors) ?? null;
    },
  });
  return data ?? undefined;
}
