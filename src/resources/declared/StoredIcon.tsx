import { useTranslate } from 'react-admin';

/** Spec 000, section 9: icons are previewed 100px wide (smaller in a phone's list line). */
export function StoredIcon({
  icon,
  name,
  width = 100,
}: {
  /** The stored file as answers carry it, or null. */
  icon: unknown;
  /** The record's name, for the image's text. */
  name: unknown;
  width?: number;
}) {
  const translate = useTranslate();
  const url = (icon as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return null;
  return (
    <img
      src={url}
      alt={translate('console.declared.icon.alt', { name: String(name) })}
      width={width}
      style={{ display: 'block', height: 'auto' }}
    />
  );
}
