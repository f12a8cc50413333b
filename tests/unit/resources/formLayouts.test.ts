import { describe, expect, it } from 'vitest';
import { declaredResources } from '../../../shared/resources';

describe("the declared resources' form layouts", () => {
  const laidOut = declaredResources.filter((declaration) => declaration.form);

  it('exist, so that the check below checks something', () => {
    expect(laidOut.length).toBeGreaterThan(0);
  });

  it.each(laidOut.map((declaration) => [declaration.name, declaration] as const))(
    '%s: places every field once, and titles every section in English and French',
    (_, declaration) => {
      const placed = Object.values(declaration.form ?? {}).flatMap(Object.keys);
      expect([...placed].sort()).toEqual(Object.keys(declaration.fields).sort());
      for (const section of Object.keys(declaration.form ?? {})) {
        expect(declaration.formSections?.[section], section).toBeTruthy();
        expect(declaration.fr.sections?.[section], section).toBeTruthy();
      }
    },
  );
});
