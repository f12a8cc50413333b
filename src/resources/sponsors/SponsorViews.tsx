import { DataTable, UrlField, useRecordContext } from 'react-admin';
import { SPONSOR_TYPES, type Sponsor, sponsorInput } from '../../../shared/schemas/sponsor';
import { validateWith } from '../../../shared/validation';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { ContentList } from '../shared/ContentList';
import { kindWithIdTexts } from '../shared/contentKind';
import { SelectInput, TextInput } from '../shared/inputs';
import { phoneDetails } from '../shared/ListRecords';

export const sponsorKind = kindWithIdTexts('sponsors', 'Sponsor');

const sponsorTypeChoices = Object.entries(SPONSOR_TYPES).map(([id, name]) => ({ id, name }));

function SponsorTypeLabel() {
  const sponsor = useRecordContext<Sponsor>();
  if (!sponsor) return null;
  return <>{SPONSOR_TYPES[sponsor.sponsor_type] ?? sponsor.sponsor_type}</>;
}

export function SponsorList() {
  return (
    <ContentList
      kind={sponsorKind}
      title="Sponsors List"
      createLabel="New Sponsor"
      phoneRow={{
        primaryText: (sponsor) => sponsor.name,
        secondaryText: (sponsor) =>
          phoneDetails(
            `ID ${sponsor.id}`,
            SPONSOR_TYPES[sponsor.sponsor_type as keyof typeof SPONSOR_TYPES],
            sponsor.sponsor_url,
          ),
      }}
    >
      <DataTable.Col source="id" label="ID" disableSort />
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col label="Type" disableSort>
        <SponsorTypeLabel />
      </DataTable.Col>
      <DataTable.Col source="sponsor_url" label="Sponsor URL" disableSort>
        <UrlField source="sponsor_url" target="_blank" rel="noopener noreferrer" />
      </DataTable.Col>
    </ContentList>
  );
}

const validateSponsor = (values: Record<string, unknown>) => validateWith(sponsorInput, values);

const urlType = { htmlInput: { inputMode: 'url' } } as const;

function SponsorFields() {
  return (
    <>
      <TextInput source="name" label="Name" />
      <TextInput source="image_url" label="Image URL" slotProps={urlType} />
      <TextInput source="sponsor_url" label="Sponsor URL" slotProps={urlType} />
      <SelectInput
        source="sponsor_type"
        label="Sponsor type"
        choices={sponsorTypeChoices}
        // Spec 000: the empty "Select Type" entry is only a placeholder, never a valid type.
        emptyText="Select Type"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
    </>
  );
}

export function SponsorEdit() {
  return (
    <ContentEdit kind={sponsorKind} title="Edit Sponsor" validate={validateSponsor}>
      <SponsorFields />
    </ContentEdit>
  );
}

export function SponsorCreate() {
  return (
    <ContentCreate kind={sponsorKind} title="New Sponsor" validate={validateSponsor}>
      <SponsorFields />
    </ContentCreate>
  );
}
