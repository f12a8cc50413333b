import { ImageField, ImageInput } from 'react-admin';
import { useFormField } from './formFields';

/** A stored image arrives as its URL; the image input shows it as its current file. */
const storedImage = (value: unknown) =>
  typeof value === 'string' && value !== '' ? { src: value, title: 'Current image' } : value;

/**
 * An image to upload, showing the stored one until another is chosen. react-admin's label is
 * not tied to its hidden file input, so the input carries the label as its name.
 */
export function StoredImageInput({ source, label }: { source: string; label: string }) {
  const isRequired = useFormField(source, label);
  return (
    <ImageInput
      source={source}
      label={label}
      isRequired={isRequired}
      accept={{ 'image/*': [] }}
      format={storedImage}
      inputProps={{ 'aria-label': label }}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

/** The card and profile images that organizations and events carry. */
export function CardAndProfileImageInputs() {
  return (
    <>
      <StoredImageInput source="card_image" label="Card image" />
      <StoredImageInput source="profile_image" label="Profile image" />
    </>
  );
}
