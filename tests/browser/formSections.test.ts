import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ConsoleSession, consoleForTestFile, signedInConsolePage } from './support/console';

/*
 * Long forms in titled sections: at desktop width short fields share a line, at phone width
 * every field takes the line; a Save the rules refuse lists the fields in the order the form
 * shows them, in a banner that covers none of them.
 */

let session: ConsoleSession;
let page: Page;
consoleForTestFile(signedInConsolePage, (opened) => {
  ({ session, page } = opened);
});

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

async function open(path: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto(`${session.server.url}${path}`);
  await page.getByRole('button', { name: 'Save' }).waitFor();
}

/** The input of a field by its name (its label's wording is not what is tested here). */
const input = (name: string) => page.locator(`form [name="${name}"]`);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not drawn.');
  return box;
}

/** The boxes of the postal code, latitude and longitude inputs. */
const placeBoxes = async () =>
  [
    await boxOf(input('zip')),
    await boxOf(input('latitude')),
    await boxOf(input('longitude')),
  ] as const;

const sectionHeadings = () =>
  page.locator('form').getByRole('heading', { level: 2 }).allTextContents();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the organization form', () => {
  it('is in titled sections, postal code and coordinates on one line at 1280 px', async () => {
    await open('/organization/new', DESKTOP);
    expect(await sectionHeadings()).toEqual([
      'Organization',
      'Address',
      'Contact and social links',
      'Images',
      'Publishing',
    ]);
    for (const name of ['Organization', 'Address', 'Publishing']) {
      await page.getByRole('group', { name, exact: true }).waitFor();
    }
    const form = await boxOf(page.locator('form'));
    const [zip, latitude, longitude] = await placeBoxes();
    expect(Math.abs(latitude.y - zip.y), 'latitude beside the postal code').toBeLessThan(2);
    expect(Math.abs(longitude.y - zip.y), 'longitude beside the postal code').toBeLessThan(2);
    expect(latitude.x).toBeGreaterThan(zip.x + zip.width);
    expect(zip.width, 'the postal code sized as a short value').toBeLessThan(form.width / 2);
    console.info(`Organization form at 1280 px: ${Math.round(form.height)} px tall`);
  });

  it('is one column at 390 px', async () => {
    await open('/organization/new', PHONE);
    expect(await sectionHeadings()).toContain('Address');
    const [zip, latitude, longitude] = await placeBoxes();
    expect(latitude.y).toBeGreaterThan(zip.y + zip.height);
    expect(longitude.y).toBeGreaterThan(latitude.y + latitude.height);
    for (const box of [zip, latitude, longitude]) {
      expect(box.width, 'a field takes the line').toBeGreaterThan(PHONE.width * 0.75);
    }
  });

  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])('an empty Save at %s px lists the fields in form order, covering none', async (_, size) => {
    await open('/organization/new', size);
    await page.getByRole('button', { name: 'Save' }).click();
    const banner = page.getByText(/^Invalid fields: /);
    await banner.waitFor();
    const labels = ((await banner.textContent()) ?? '')
      .replace(/^Invalid fields: /, '')
      .split(', ');
    expect(labels.length).toBeGreaterThan(5);
    const bannerBox = await boxOf(banner);
    const positions: { label: string; y: number; x: number }[] = [];
    for (const label of labels) {
      // The field's input, by the label the banner names it with (a required mark aside).
      const field = page
        .getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) })
        .or(page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) }))
        .first();
      await field.scrollIntoViewIfNeeded();
      const box = await boxOf(field);
      const scrolled = await page.evaluate(() => window.scrollY);
      positions.push({ label, y: box.y + scrolled, x: box.x });
      const bannerNow = await boxOf(banner).catch(() => null);
      if (bannerNow) expect(overlaps(bannerNow, box), `the banner covers ${label}`).toBe(false);
    }
    const inFormOrder = [...positions].sort((a, b) => a.y - b.y || a.x - b.x);
    expect(labels).toEqual(inFormOrder.map(({ label }) => label));
    // It is part of the page above the fields, not a notification floating over them.
    expect(bannerBox.y).toBeLessThan(positions[0]?.y ?? 0);
    expect(await page.locator('.MuiSnackbar-root').count(), 'no floating notification').toBe(0);
  });
});

describe('a declared resource with sections (slides)', () => {
  it("shows its declaration's sections, a button's text and URL on one line at 1280 px", async () => {
    await open('/slides/create', DESKTOP);
    expect(await sectionHeadings()).toEqual(['Texts', 'Buttons', 'Image']);
    const [text, url] = [await boxOf(input('button1_content')), await boxOf(input('button1_url'))];
    expect(Math.abs(url.y - text.y)).toBeLessThan(2);
    await page.setViewportSize(PHONE);
    await expect
      .poll(async () => (await boxOf(input('button1_url'))).y)
      .toBeGreaterThan((await boxOf(input('button1_content'))).y);
  });
});
