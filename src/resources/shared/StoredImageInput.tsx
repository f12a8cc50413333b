import { ImageField, ImageInput, useTranslate } from 'react-admin';
import type { MessageKey } from '../../i18n/text';
import { useFormField } from './formFields';

/** The field of an image's value that holds its text. */
const IMAGE_TEXT = 'title';

/** A stored image arrives as its URL; the image input shows it as its current file. */
const storedImage = (value: unknown, text: string) =>
  typeof value === 'string' && value !== '' ? { src: value, [IMAGE_TEXT]: text } : value;

/**
 * An image to upload, showing the stored one until another is chosen.
 * react-admin's label is not tied to its hidden file input, so the input carries the label as
 * its name.
 */
export function StoredImageInput({ source, label }: { source: string; label: MessageKey }) {
  const isRequired = useFormField(source, label);
  const translate = useTranslate();
  const current = translate('console.shared.image.current');
  return (
    <ImageInput
      source={source}
      label={label}
      isRequired={isRequired}
      accept={{ 'image/*': [] }}
      format={(value: unknown) => storedImage(value, current)}
      inputProps={{ 'aria-label': translate(label) }}
    >
      <ImageField source="src" title={IMAGE_TEXT} />
    </ImageInput>
  );
}
