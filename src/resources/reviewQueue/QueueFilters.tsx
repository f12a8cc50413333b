import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { FINDINGS } from '../../../shared/resources/reviewQueue';
import { ALL_CATEGORIES } from '../shared/CategorySelect';
import { ChoiceFilter } from '../shared/ChoiceFilter';
import { isFlagSet } from '../shared/flags';
import { choicesOf, FilterBar, ProvinceFilter, RegionFilter } from '../shared/RegionFilter';
import { FINDING_LABELS } from './findingTexts';

/** The queue's filters: province, municipality, category and finding, each in the URL. */
export function QueueFilters() {
  const translate = useTranslate();
  const { data: categories = [] } = useGetList('categories', ALL_CATEGORIES);
  const categoryChoices = useMemo(
    () => choicesOf(categories.filter((category) => isFlagSet(category.is_organization))),
    [categories],
  );
  const findingChoices = FINDINGS.map((code) => ({
    id: code,
    name: translate(FINDING_LABELS[code]),
  }));
  return (
    <FilterBar>
      <ProvinceFilter
        label="console.reviewQueue.filters.province"
        noneFound="console.reviewQueue.filters.no_province"
      />
      <RegionFilter
        source="city_id"
        lookup="lookup-cities"
        label="console.reviewQueue.filters.municipality"
        noneFound="console.reviewQueue.filters.none_found"
        parent={{ source: 'state_id', hint: 'console.reviewQueue.filters.municipality_hint' }}
      />
      <ChoiceFilter
        source="category_id"
        label="console.reviewQueue.filters.category"
        choices={categoryChoices}
      />
      <ChoiceFilter
        source="finding"
        label="console.reviewQueue.filters.finding"
        choices={findingChoices}
        width={260}
      />
    </FilterBar>
  );
}
