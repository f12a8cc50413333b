/**
 * An input's label as Testing Library reads it: the text, then the required mark (` *`, hidden
 * from assistive technology) when the form's rules require the field.
 */
export const inputLabel = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
