import type { Category } from '../../../shared/schemas/category';

/** Spec 000, section 9: icons are previewed 100px wide. */
export function CategoryIconImage({ category }: { category: Pick<Category, 'name' | 'icon'> }) {
  if (!category.icon) return null;
  return (
    <img
      src={category.icon.url}
      alt={`${category.name} icon`}
      width={100}
      style={{ display: 'block', height: 'auto' }}
    />
  );
}
