import type { Category } from '../../../shared/schemas/category';

/** Spec 000, section 9: icons are previewed 100px wide (smaller in a phone's list line). */
export function CategoryIconImage({
  category,
  width = 100,
}: {
  category: Pick<Category, 'name' | 'icon'>;
  width?: number;
}) {
  if (!category.icon) return null;
  return (
    <img
      src={category.icon.url}
      alt={`${category.name} icon`}
      width={width}
      style={{ display: 'block', height: 'auto' }}
    />
  );
}
