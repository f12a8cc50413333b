import { type GetListParams, useGetList } from 'react-admin';
import { isFlagSet } from './flags';
import { SelectInput } from './inputs';

/** The categories the server holds are few; one page of 100 is all of them. */
export const ALL_CATEGORIES: Partial<GetListParams> = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'name', order: 'ASC' },
};

/** The category of an event or organization: only categories flagged for it (spec 001, section 3). */
export function CategorySelect({
  flag,
  helperText,
}: {
  flag: 'is_event' | 'is_organization';
  helperText?: string | false;
}) {
  const { data, isPending } = useGetList('categories', ALL_CATEGORIES);
  const choices = (data ?? []).filter((category) => isFlagSet(category[flag]));
  return (
    <SelectInput
      source="category_id"
      label="console.shared.fields.category"
      choices={choices}
      optionText="name"
      // Categories' names are data, shown as they are.
      translateChoice={false}
      isPending={isPending}
      helperText={helperText}
    />
  );
}
