import {
  fillText,
  isSvgFileName,
  listOrders,
  type ResourceDeclaration,
  referenceFields,
  SVG_ONLY_MESSAGE,
  sortableColumns,
  sortKindOf,
  uploadFields,
  valueFields,
} from '../../shared/resources/declaration';
import { parentListOf } from '../../shared/resources/references';
import { inputSchemaOf, type RecordOf } from '../../shared/resources/schema';
import { orList } from '../../shared/validation';
import { recordRepository } from '../store/records';
import { crudRoutes, type LinkedFileRule } from './crud';
import type { RouteModule } from './routes';
import { usedByReferences } from './usage';

/**
 * The five standard routes of a declared resource (and its usage check when others use it); a
 * resource with a parent is listed under its parent's record.
 */
export function declaredRoutes<Declaration extends ResourceDeclaration>(
  declaration: Declaration,
): RouteModule {
  type Row = RecordOf<Declaration>;
  const { api, list, label } = declaration;
  const uploads = uploadFields(declaration);
  const sortable = sortableColumns(declaration);
  const repository = recordRepository<Row>({
    table: declaration.table,
    label: label.one,
    writable: [...valueFields(declaration), ...uploads.map(([, field]) => field.column)],
    readable: api.alsoAnswers,
    searchable: list.search,
    sortable: Object.fromEntries(
      listOrders(declaration).map((column) => [column, sortKindOf(declaration, column)]),
    ),
    conflictMessage: declaration.uniqueMessage,
  });
  const files = Object.fromEntries(
    uploads.map(([name, field]): [string, LinkedFileRule] => [
      name,
      {
        kind: 'svg',
        label: field.label,
        required: true,
        description: `The ${field.label.toLowerCase()}, a safe SVG file named *.svg (required on create, optional on update)`,
        acceptsName: isSvgFileName,
        wrongKindMessage: SVG_ONLY_MESSAGE,
        column: field.column,
        key: field.key,
      },
    ]),
  );
  const parentList = parentListOf(declaration);
  const inUseMessage = declaration.inUseMessage;
  const usedBy = usedByReferences(declaration.table);
  if (usedBy.length > 0 && !inUseMessage)
    throw new Error(`${declaration.name} is referenced: its declaration needs an inUseMessage`);
  return crudRoutes({
    recordType: declaration,
    tag: api.tag ?? label.many.toLowerCase(),
    plural: label.many.toLowerCase(),
    basePath: `/api${api.path}`,
    itemPath: `/api${api.path}/{id}`,
    listKey: api.listKey,
    itemKey: api.recordKey,
    repository,
    schema: inputSchemaOf(declaration),
    bodyTypes: uploads.length > 0 ? 'multipart' : 'both',
    defaultPerPage: list.perPage,
    searchHint: orList(list.search),
    sort: list.sort && {
      column: list.sort.field,
      direction: list.sort.order === 'DESC' ? 'desc' : 'asc',
    },
    sortable,
    ...(uploads.length > 0 ? { files, filesBesideItem: true } : {}),
    references: referenceFields(declaration).map(([column, field]) => ({
      column,
      table: field.table,
      message: field.notFound,
    })),
    parentList: parentList && { ...parentList, path: `/api${parentList.path}` },
    usage:
      inUseMessage === undefined
        ? undefined
        : {
            load: repository.get,
            usedBy,
            refusal: (record, uses) => fillText(inUseMessage, { ...record, uses: uses.text }),
          },
  });
}
