import { Fragment, type ReactNode } from 'react';
import type { RecordDeclaration } from '../../../shared/resources/record';
import type { MessageKey } from '../../i18n/text';
import { FormCell, FormSection } from './FormSection';
import { TextInput } from './inputs';
import { StoredImageInput } from './StoredImageInput';

type Laid = Pick<RecordDeclaration, 'name' | 'form' | 'files'>;

/** The title of a laid-out form's section. */
export const sectionTitleKey = (section: string): MessageKey =>
  `console.shared.sections.${section}`;

/** The label of a laid-out form's field: `console.<resource>.fields.<field>`. */
export const fieldLabelKey = (resource: string, field: string): MessageKey =>
  `console.${resource}.fields.${field}`;

/** An uploaded image's label, the same in every form that has it. */
const imageLabelKey = (field: string): MessageKey => `console.shared.fields.${field}`;

/**
 * The keys a laid-out form builds from its declaration: its sections' titles and its inputs'
 * labels (those drawn by hand name theirs; the catalogue check counts only the keys it holds).
 */
export const laidOutFormKeys = ({ name, form = {}, files = [] }: Laid) => ({
  sections: Object.keys(form).map(sectionTitleKey),
  labels: Object.values(form)
    .flatMap(Object.keys)
    .map((field) => (files.includes(field) ? imageLabelKey(field) : fieldLabelKey(name, field))),
});

/**
 * A record's form as its declaration lays it out (`form`): titled sections, each input in a
 * cell of its width at desktop width. `inputs` gives those drawn by hand (pickers, a place,
 * checkboxes, ...); a declared file is an image upload, any other field a text input.
 */
export function LaidOutForm({
  declaration,
  inputs,
}: {
  declaration: Laid;
  inputs: Readonly<Record<string, ReactNode>>;
}) {
  const inputOf = (field: string) =>
    inputs[field] ??
    (declaration.files?.includes(field) ? (
      <StoredImageInput source={field} label={imageLabelKey(field)} />
    ) : (
      <TextInput source={field} label={fieldLabelKey(declaration.name, field)} />
    ));
  return Object.entries(declaration.form ?? {}).map(([section, cells]) => (
    <FormSection key={section} title={sectionTitleKey(section)}>
      {Object.entries(cells).map(([field, width]) =>
        // A whole-line input stays a child of the grid: a block of fields lays out its own.
        width === 'full' ? (
          <Fragment key={field}>{inputOf(field)}</Fragment>
        ) : (
          <FormCell key={field} width={width}>
            {inputOf(field)}
          </FormCell>
        ),
      )}
    </FormSection>
  ));
}
