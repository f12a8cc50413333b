import { useCallback, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * Sets a form value the way typing would: the form becomes dirty and, once the user has
 * tried to submit, the value is validated again so that a fixed field loses its message.
 */
export function useSetField(): (name: string, value: unknown) => void {
  const { setValue } = useFormContext();
  const { isSubmitted } = useFormState();
  // Read when a value is set, which may be after an await (the place search's lookups).
  const submitted = useRef(isSubmitted);
  submitted.current = isSubmitted;
  return useCallback(
    (name: string, value: unknown) =>
      setValue(name, value, { shouldDirty: true, shouldValidate: submitted.current }),
    [setValue],
  );
}
