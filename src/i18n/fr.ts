import frenchMessages from 'ra-language-french';
import { declaredResources } from '../../shared/resources';
import { frenchTextsOf, type ResourceDeclaration } from '../../shared/resources/declaration';
import { frenchErrorCatalogue } from '../dataProvider/errors.fr';
import { byFolder, type Catalogue, withConsoleWording } from './messages';

/** The console's own texts in French: each folder's `messages.fr.ts`, translated by meaning. */
export const consoleFrench: Catalogue = {
  console: byFolder(
    import.meta.glob<Catalogue>('../**/messages.fr.ts', { eager: true, import: 'fr' }),
  ),
};

/**
 * A declared resource's texts in French, under react-admin's `resources.<name>` keys: its name
 * (`singular |||| plural`) and every text its declaration gives in English, from the French its
 * declaration gives beside them (a column headed by its field's label takes the field's French,
 * the id's is "ID") and its titles and messages worded from its French names.
 */
function frenchOf(declaration: ResourceDeclaration): Catalogue {
  const { fr, list, fields: english } = declaration;
  const fields: Readonly<Record<string, string>> = fr.fields;
  const columns = list.columns.flatMap((column) => {
    const headedByField = english[column.source]?.label === column.label;
    const text =
      fr.columns?.[column.source] ??
      (headedByField ? fields[column.source] : column.source === 'id' ? 'ID' : undefined);
    return text === undefined ? [] : [[column.source, text] as const];
  });
  return {
    name: `${fr.one} |||| ${fr.many}`,
    fields,
    columns: Object.fromEntries(columns),
    ...(fr.sections ? { sections: fr.sections } : {}),
    ...(fr.choices ? { choices: fr.choices } : {}),
    ...(fr.placeholders ? { placeholders: fr.placeholders } : {}),
    ...(fr.hints ? { hints: fr.hints } : {}),
    texts: { ...frenchTextsOf(declaration) },
  };
}

export const frenchResources: Readonly<Record<string, Catalogue>> = Object.fromEntries(
  declaredResources.map((declaration) => [declaration.name, frenchOf(declaration)]),
);

export const french: Catalogue = {
  ...withConsoleWording(frenchMessages, {
    sortBy: 'Trier par %{field} %{order}',
    bulkActions: '%{smart_count} élément sélectionné |||| %{smart_count} éléments sélectionnés',
    selectAll: 'Tout sélectionner',
  }),
  ...consoleFrench,
  errors: frenchErrorCatalogue,
  resources: frenchResources,
};
