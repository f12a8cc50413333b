import { BooleanField, DataTable, useRecordContext } from 'react-admin';
import {
  type Category,
  categoryInput,
  isSvgFileName,
  SVG_ONLY_MESSAGE,
} from '../../../shared/schemas/category';
import { REQUIRED } from '../../../shared/schemas/fields';
import { validateWith } from '../../../shared/validation';
import { CheckboxInput } from '../shared/CheckboxInput';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { ContentList } from '../shared/ContentList';
import { type ContentKind, kindWithIdTexts } from '../shared/contentKind';
import { TextInput } from '../shared/inputs';
import { phoneDetails } from '../shared/ListRecords';
import { CategoryIconImage } from './CategoryIconImage';
import { SvgIconInput } from './SvgIconInput';

export const categoryKind: ContentKind = {
  ...kindWithIdTexts('categories', 'Category'),
  updated: (category) => `Category '${category.name}' has been updated successfully`,
  created: () => 'Category has been created',
};

/** Spec 000, section 9: 50 categories a page. */
const CATEGORIES_PER_PAGE = 50;

function IconCell() {
  const category = useRecordContext<Category>();
  return category ? <CategoryIconImage category={category} /> : null;
}

export function CategoryList() {
  return (
    <ContentList
      kind={categoryKind}
      title="Categories List"
      createLabel="New Category"
      perPage={CATEGORIES_PER_PAGE}
      hidePagerWhenSinglePage
      phoneRow={{
        leftIcon: (category) => <CategoryIconImage category={category as Category} width={32} />,
        primaryText: (category) => category.name,
        secondaryText: (category) =>
          phoneDetails(
            `ID ${category.id}`,
            category.is_event ? 'Event' : undefined,
            category.is_organization ? 'Organization' : undefined,
          ),
      }}
    >
      <DataTable.Col source="id" label="ID" disableSort />
      <DataTable.Col label="Icon" disableSort>
        <IconCell />
      </DataTable.Col>
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col source="is_event" label="Event" disableSort>
        <BooleanField source="is_event" />
      </DataTable.Col>
      <DataTable.Col source="is_organization" label="Organization" disableSort>
        <BooleanField source="is_organization" />
      </DataTable.Col>
    </ContentList>
  );
}

/** The icon is an upload beside the schema's fields: required on create, SVG only. */
const validateCategory =
  (creating: boolean) =>
  (values: Record<string, unknown>): Record<string, string> => {
    const errors = validateWith(categoryInput, values);
    const file = values.icon_file;
    if (file instanceof File) {
      if (!isSvgFileName(file.name)) errors.icon_file = SVG_ONLY_MESSAGE;
    } else if (creating) {
      errors.icon_file = REQUIRED;
    }
    return errors;
  };

function CategoryFields({ creating }: { creating: boolean }) {
  return (
    <>
      <TextInput source="name" label="Name" />
      <CheckboxInput source="is_event" label="Event" />
      <CheckboxInput source="is_organization" label="Organization" />
      <SvgIconInput creating={creating} />
    </>
  );
}

export function CategoryEdit() {
  return (
    <ContentEdit kind={categoryKind} title="Edit Category" validate={validateCategory(false)}>
      <CategoryFields creating={false} />
    </ContentEdit>
  );
}

export function CategoryCreate() {
  return (
    <ContentCreate kind={categoryKind} title="New Category" validate={validateCategory(true)}>
      <CategoryFields creating />
    </ContentCreate>
  );
}
