import type { ReactNode } from 'react';
import { useTranslate, type ValidateForm } from 'react-admin';
import { regionLevels } from '../../../shared/resources/regions';
import { GeographyBreadcrumbs } from '../../custom/geography/GeographyBreadcrumbs';
import type { RegionIds } from '../../custom/geography/useRegionNames';
import { asIs, type MessageKey } from '../../i18n/text';
import { ContentEdit } from './ContentForm';
import type { ContentKind } from './contentKind';
import { RegionFields } from './RegionFields';

type Level = (typeof regionLevels)[number]['name'];

/** A level's edit titles: `console.<level>.edit_title` with the region's name, `…_pending` without. */
const editTitles = (level: Level) =>
  ({
    named: `console.${level}.edit_title`,
    pending: `console.${level}.edit_title_pending`,
  }) satisfies Record<string, MessageKey>;

/** Every key `editTitles` builds (the catalogue check reads them). */
export const regionEditTitleKeys = regionLevels.flatMap(({ name }) =>
  Object.values(editTitles(name)),
);

/**
 * A country's, province's or municipality's edit screen: the region is the deepest one its
 * route names (`ids`). Its name, any other fields (`children`), Publish, and its history; titled
 * by its name ("Edit Country: Canada"; without it while it loads), under the breadcrumbs to it.
 */
export function RegionEdit({
  kind,
  ids,
  validate,
  listPath,
  children,
}: {
  kind: ContentKind<Level>;
  ids: RegionIds;
  validate: ValidateForm;
  listPath: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const nameField = regionLevels.find(({ name }) => name === kind.resource)?.recordName ?? '';
  const titles = editTitles(kind.resource);
  return (
    <ContentEdit
      history={kind.resource}
      kind={kind}
      id={ids.municipalityId ?? ids.stateId ?? ids.countryId}
      title={(region) =>
        asIs(translate(region ? titles.named : titles.pending, { name: region?.[nameField] }))
      }
      validate={validate}
      listPath={listPath}
      lead={<GeographyBreadcrumbs ids={ids} current="ra.action.edit" />}
    >
      <RegionFields nameField={nameField}>{children}</RegionFields>
    </ContentEdit>
  );
}
