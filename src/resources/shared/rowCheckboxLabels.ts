import { type RefObject, useEffect } from 'react';

/**
 * react-admin's row checkboxes pass their "Select this row" label to MUI's Checkbox root, which
 * since MUI 6 is a span: the label lands where ARIA forbids it and the checkbox itself has none
 * (axe: `label`, critical). Until react-admin passes it to the input, as its "Select all" box
 * does, this moves each row's label onto its checkbox, for the rows there are now and later.
 */
export function useRowCheckboxLabels(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const relabel = () => {
      for (const box of root.querySelectorAll<HTMLElement>('tbody .select-item[aria-label]')) {
        const input = box.querySelector('input[type="checkbox"]');
        input?.setAttribute('aria-label', box.getAttribute('aria-label') ?? '');
        box.removeAttribute('aria-label');
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [container]);
}
