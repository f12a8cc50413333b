import type { Page } from 'playwright-core';

/** Chooses a language in the user menu (at desktop width), and waits for the console to show it. */
export async function chooseLanguage(page: Page, name: 'English' | 'Français'): Promise<void> {
  await page.getByRole('button', { name: /\((profile|profil)\)$/ }).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`: ${name}$`) }).click();
  const lang = name === 'English' ? 'en' : 'fr';
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}
