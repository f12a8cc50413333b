import { DataTable } from 'react-admin';
import { slideInput } from '../../../shared/schemas/slide';
import { validateWith } from '../../../shared/validation';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { ContentList } from '../shared/ContentList';
import { kindWithIdTexts } from '../shared/contentKind';
import { TextInput } from '../shared/inputs';
import { phoneDetails } from '../shared/ListRecords';

export const slideKind = kindWithIdTexts('slides', 'Slide');

export function SlideList() {
  return (
    <ContentList
      kind={slideKind}
      title="Slides List"
      createLabel="New Slide"
      phoneRow={{
        primaryText: (slide) => slide.title,
        secondaryText: (slide) => phoneDetails(`ID ${slide.id}`, slide.head_title, slide.subtitle),
      }}
    >
      <DataTable.Col source="id" label="ID" disableSort />
      <DataTable.Col source="title" label="Title" disableSort />
      <DataTable.Col source="head_title" label="Head title" disableSort />
      <DataTable.Col source="subtitle" label="Subtitle" disableSort />
    </ContentList>
  );
}

const validateSlide = (values: Record<string, unknown>) => validateWith(slideInput, values);

const urlType = { htmlInput: { inputMode: 'url' } } as const;

function SlideFields() {
  return (
    <>
      <TextInput source="title" label="Title" />
      <TextInput source="head_title" label="Head title" />
      <TextInput source="subtitle" label="Subtitle" />
      <TextInput source="button1_content" label="Button 1 content" />
      <TextInput source="button1_url" label="Button 1 URL" slotProps={urlType} />
      <TextInput source="button2_content" label="Button 2 content" />
      <TextInput source="button2_url" label="Button 2 URL" slotProps={urlType} />
      <TextInput source="image_url" label="Image URL" slotProps={urlType} />
    </>
  );
}

export function SlideEdit() {
  return (
    <ContentEdit kind={slideKind} title="Edit Slide" validate={validateSlide}>
      <SlideFields />
    </ContentEdit>
  );
}

export function SlideCreate() {
  return (
    <ContentCreate kind={slideKind} title="New Slide" validate={validateSlide}>
      <SlideFields />
    </ContentCreate>
  );
}
