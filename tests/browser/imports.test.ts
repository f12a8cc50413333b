import { mkdirSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';
import { type ApiSession, apiSession } from './support/server';

/*
 * Import from the Organizations list: an exported file with one name changed and one row added
 * is checked (1 changed, 1 new, nothing saved), then confirmed; a file with an invalid row and a
 * possible duplicate shows both, with the line, the field and the matching record.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

let api: ApiSession;
beforeAll(async () => {
  api = await apiSession(session.server.url);
});

const SHOTS = '/tmp/import-helper';
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

type CsvRow = Record<string, string>;

async function exportedRows(): Promise<CsvRow[]> {
  const response = await fetch(
    `${session.server.url}/api/admin/organization.csv?sort=id&order=asc`,
    { headers: { Authorization: `Bearer ${api.token}` } },
  );
  return parse(await response.text(), { bom: true, columns: true }) as CsvRow[];
}

const corkboard = (columns: string[], name: string): CsvRow => ({
  ...Object.fromEntries(columns.map((column) => [column, ''])),
  name,
  is_published: 'false',
  is_corkboard: 'true',
});

async function nameOf(id: string) {
  const data = await api.get<{ organization: { name: string } }>(`/api/admin/organization/${id}`);
  return data.organization.name;
}

/** Opens the import screen from the Organizations list's Import, and chooses `csv`. */
async function chooseFile(csv: string) {
  await page.goto(`${session.server.url}/organizations`);
  await page.getByRole('link', { name: 'Import' }).click();
  await page.getByRole('heading', { name: 'Import organizations', level: 1 }).waitFor();
  // Chosen with the keyboard: the button opens the browser's file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a CSV file' }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({
    name: 'organizations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
  await page.getByRole('heading', { name: 'Dry run: nothing has been saved' }).waitFor();
}

/** The preview's count labelled `label`. */
const count = (label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe('Import of organizations', () => {
  it('checks an exported file with one name changed and one row added, then imports it once confirmed', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(DESKTOP);
    const rows = await exportedRows();
    const columns = Object.keys(rows[0] as CsvRow);
    const first = rows[0] as CsvRow;
    const csv = stringify(
      [
        { ...first, name: 'Imported Renamed Kestrel' },
        ...rows.slice(1),
        corkboard(columns, 'Imported New Corkboard Puffin'),
      ],
      { header: true, columns },
    );
    await chooseFile(csv);
    expect(await count('Changed rows').textContent()).toBe('1');
    expect(await count('New rows').textContent()).toBe('1');
    expect(await count('Unchanged rows').textContent()).toBe(String(rows.length - 1));
    // The dry run saved nothing.
    expect(await nameOf(first.id as string)).toBe(first.name);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/preview.png`, fullPage: true });

    await page.getByRole('button', { name: 'Confirm import' }).click();
    await page.getByRole('heading', { name: 'Import done' }).waitFor();
    await expect
      .poll(() => page.getByRole('status').last().textContent())
      .toBe('1 created, 1 updated, 0 refused.');
    expect(await page.getByRole('link', { name: 'See the changes in the history' }).count()).toBe(
      1,
    );
    expect(await nameOf(first.id as string)).toBe('Imported Renamed Kestrel');
    await page.screenshot({ path: `${SHOTS}/done.png`, fullPage: true });
    // Revert asks first; Escape leaves the import as it is.
    await page.getByRole('button', { name: 'Revert import' }).click();
    const asked = page.getByRole('dialog', { name: 'Revert this import?' });
    await asked.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await asked.waitFor({ state: 'hidden' });
    expect(await nameOf(first.id as string)).toBe('Imported Renamed Kestrel');

    // The organization's page shows the change, and its history the import it was part of,
    // which it reverts whole: the import screen follows the revert to its end.
    await page.goto(`${session.server.url}/organization/${first.id}`);
    await page.getByRole('heading', { name: /Imported Renamed Kestrel/, level: 1 }).waitFor();
    await page
      .getByText(/^Part of import #\d+$/)
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: /^Revert import #\d+$/ })
      .first()
      .click();
    const revert = page.getByRole('dialog', { name: 'Revert this import?' });
    await revert.getByRole('button', { name: 'Revert import' }).click();
    await page.getByText(/^Import #\d+ is being reverted\.$/).waitFor();
    await page.waitForURL(/\/organizations\/import\?job=\d+$/);
    await page.getByText('The import was reverted. See the changes in the history').waitFor();
    expect(await nameOf(first.id as string)).toBe(first.name);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/reverted.png`, fullPage: true });
    await page.goto(`${session.server.url}/organization/${first.id}`);
    await page
      .getByText(/^Part of import #\d+ \(reverted\)$/)
      .first()
      .waitFor();
  });

  it('shows an invalid row with its line, field and message, and a possible duplicate beside the record it resembles', async () => {
    const rows = await exportedRows();
    const columns = Object.keys(rows[0] as CsvRow);
    const twin = rows[3] as CsvRow;
    const patched = await api.call(`/api/admin/organization/${twin.id}`, {
      method: 'PATCH',
      json: { email_address: 'twin.browser@example.org' },
    });
    expect(patched.status).toBe(200);
    const csv = stringify(
      [
        corkboard(columns, 'Valid Browser Corkboard Lemur'),
        { ...corkboard(columns, 'Broken Browser Row'), is_corkboard: 'false' },
        { ...corkboard(columns, 'Twin Browser Row'), email_address: 'twin.browser@example.org' },
      ],
      { header: true, columns: [...columns, 'email_address'] },
    );
    await page.setViewportSize(PHONE);
    await chooseFile(csv);
    expect(await count('Invalid rows').textContent()).toBe('1');
    expect(await count('Possible duplicates').textContent()).toBe('1');
    const invalid = page.getByRole('region', { name: 'Invalid rows' });
    const categoryRow = invalid.getByRole('row').filter({ hasText: 'category_id' });
    // The rows load after the counts.
    await categoryRow.waitFor();
    // The field by its label in the console's language, and the file's column it came from.
    expect(await categoryRow.getByRole('cell').allTextContents()).toEqual([
      '3',
      'Category (category_id)',
      'Please select a category',
    ]);
    const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
    const duplicateRow = duplicates.getByRole('row').filter({ hasText: 'Twin Browser Row' });
    await duplicateRow.waitFor();
    expect(await duplicateRow.getByRole('cell').first().textContent()).toBe('4');
    expect(await duplicateRow.getByRole('link', { name: twin.name }).getAttribute('href')).toBe(
      `/organization/${twin.id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/phone-preview.png`, fullPage: true });

    // In French, the preview and the API's message read in French.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: Français$/ }).click();
    await page.getByRole('heading', { name: 'Essai : rien n’a été enregistré' }).waitFor();
    const invalidFr = page.getByRole('region', { name: 'Lignes non valides' });
    // The rows load again in the new language.
    await expect
      .poll(() =>
        invalidFr
          .getByRole('row')
          .filter({ hasText: 'category_id' })
          .getByRole('cell')
          .allTextContents(),
      )
      .toEqual(['3', 'Catégorie (category_id)', 'Veuillez choisir une catégorie']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/preview-fr.png`, fullPage: true });
    await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
    await page.getByRole('menuitemradio', { name: /: English$/ }).click();
  });

  it('refuses to revert an import once a record it touched changed, saying which, and keeps it all', async () => {
    await page.setViewportSize(DESKTOP);
    const columns = Object.keys((await exportedRows())[0] as CsvRow);
    await chooseFile(
      stringify([corkboard(columns, 'Imported Refused Heron')], { header: true, columns }),
    );
    await page.getByRole('button', { name: 'Confirm import' }).click();
    await page.getByRole('heading', { name: 'Import done' }).waitFor();
    await page.getByRole('button', { name: 'Revert import' }).waitFor();
    const heron = (await exportedRows()).find((row) => row.name === 'Imported Refused Heron');
    expect(heron?.id).toBeDefined();
    // Someone renames it by hand after the import.
    const renamed = await api.call(`/api/admin/organization/${heron?.id}`, {
      method: 'PATCH',
      json: { name: 'Heron Renamed By Hand' },
    });
    expect(renamed.status).toBe(200);

    await page.getByRole('button', { name: 'Revert import' }).click();
    const asked = page.getByRole('dialog', { name: 'Revert this import?' });
    await asked.getByRole('button', { name: 'Revert import' }).click();
    await asked
      .getByText(
        `The import cannot be reverted: Heron Renamed By Hand (#${heron?.id}) changed since it was imported. Change it back by hand, or revert that change first.`,
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/revert-refused.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await asked.waitFor({ state: 'hidden' });
    // The import is still done, and the renamed record as it was renamed.
    await page.getByRole('heading', { name: 'Import done' }).waitFor();
    expect(await page.getByRole('button', { name: 'Revert import' }).count()).toBe(1);
    expect(await nameOf(heron?.id as string)).toBe('Heron Renamed By Hand');
  });
});
