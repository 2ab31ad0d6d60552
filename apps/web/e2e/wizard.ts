/**
 * The registration wizard's first four steps answered in German with real inputs (name,
 * birthdate selects, gender, sought gender and relation), up to the place step: shared by the
 * registration flow and the screenshots of its later step.
 */
import type { Page } from 'playwright';
import { expect } from 'vitest';

export const answerFirstSteps = async (page: Page) => {
  const next = page.getByRole('button', { name: 'Weiter' });

  await page.getByRole('heading', { name: 'Wie ist dein Vorname?' }).waitFor();
  expect(await next.isDisabled()).toBe(true);
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
  await next.click();

  await page.getByRole('heading', { name: 'Wann hast du Geburtstag?' }).waitFor();
  const birthdate = page.getByRole('group', { name: 'Geburtstag' });
  for (const [part, option] of [
    ['Jahr', '1994'],
    ['Monat', 'März'],
    ['Tag', '15'],
  ] as const) {
    await birthdate.getByRole('button', { name: part }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await next.click();

  // The segments are radios whose label takes the click.
  await page.getByRole('heading', { name: 'Ich bin …' }).waitFor();
  await page.getByRole('radio', { name: 'Frau' }).check({ force: true });
  await next.click();

  await page.getByRole('heading', { name: 'Wen suchst du?' }).waitFor();
  await page.getByRole('radio', { name: 'Männer' }).check({ force: true });
  await page.getByRole('radio', { name: 'Beziehung' }).check({ force: true });
  await next.click();
  await page.getByRole('heading', { name: 'Wo wohnst du?' }).waitFor();
};

/** Types into the place search key by key; the suggestions come 300 ms after the last key. */
export const searchPlace = (page: Page, text: string) =>
  page.getByRole('combobox', { name: 'Stadt oder Postleitzahl' }).pressSequentially(text, {
    delay: 60,
  });
