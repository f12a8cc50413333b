import type { ReactNode } from 'react';
import { Form, type ValidateForm } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { vi } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import { renderInAdmin } from '../custom/adminHarness';

export const REGION_FIELDS = ['country', 'country_id', 'state', 'state_id', 'city', 'city_id'];

/** The form's current values and dirtiness, for the test to read. */
function Probe() {
  const values = useWatch();
  const { isDirty } = useFormState();
  return (
    <output data-testid="values" data-dirty={String(isDirty)}>
      {JSON.stringify(values)}
    </output>
  );
}

/** Renders `children` in a react-admin form over the real data provider (MSW answers). */
export function renderInForm(
  children: ReactNode,
  {
    defaultValues = {},
    validate,
  }: { defaultValues?: Record<string, unknown>; validate?: ValidateForm } = {},
) {
  const submitted = vi.fn();
  const rendered = renderInAdmin(
    <Form defaultValues={defaultValues} validate={validate} onSubmit={submitted}>
      {children}
      <button type="submit">Save</button>
      <Probe />
    </Form>,
    { dataProvider },
  );
  const probe = () => rendered.getByTestId('values');
  const values = (): Record<string, unknown> => JSON.parse(probe().textContent ?? '{}');
  const regions = () =>
    Object.fromEntries(REGION_FIELDS.map((field) => [field, values()[field] ?? null]));
  const isDirty = () => probe().dataset.dirty === 'true';
  return { ...rendered, submitted, values, regions, isDirty };
}
