/**
 * Issue 6, flow 1: a visitor registers through the six steps of the wizard with real inputs,
 * lands logged in, completes the registration (interests, picture with crop, notifications,
 * publish), and opens the confirmation link of the mail.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngPicture } from './members';
import { launchChromium, mailLinkTo, onPath, uniqueEmail, visit } from './support';
import { answerFirstSteps, searchPlace } from './wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('registration', () => {
  it('registers through the wizard, lands logged in and confirms the e-mail from the mail', async () => {
    const { page, errors, context } = await visit(browser);
    const email = uniqueEmail('lena');
    await page.goto('/');
    await page.getByRole('link', { name: 'Mit E-Mail registrieren' }).click();
    await onPath(page, '/register');
    await answerFirstSteps(page);
    const searches: (string | null)[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/v1/location') searches.push(url.searchParams.get('search'));
    });
    await searchPlace(page, 'Berl');
    await page.getByRole('option', { name: 'Berlin', exact: true }).click();
    // Keys 60 ms apart make one search, 300 ms after the last of them.
    expect(searches).toEqual(['Berl']);
    // Berlin's gazetteer entry has no postal code: the member gives its own.
    await page.getByRole('textbox', { name: 'Postleitzahl' }).fill('10115');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill('secret123');
    const finish = page.getByRole('button', { name: 'Profil erstellen' });
    expect(await finish.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /Ich akzeptiere die AGB/ }).check({ force: true });
    await finish.click();

    // Logged in: the member's home, with the member area's navigation.
    await onPath(page, '/');
    await page.getByRole('link', { name: 'In der Nähe' }).first().waitFor();

    // The completion follows at once: only a published profile is shown to others.
    const completion = page.getByRole('dialog', { name: 'Profil vervollständigen' });
    const next = completion.getByRole('button', { name: 'Weiter' });
    await completion.getByRole('heading', { name: 'Was magst du?' }).waitFor();
    await completion.getByRole('row', { name: 'Musik' }).click();
    await completion.getByText('Bitte wähle mindestens zwei Interessen.').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await completion.getByRole('row', { name: 'Kochen' }).click();
    await next.click();
    await completion.getByRole('heading', { name: 'Dein Profilbild' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await completion.getByRole('button', { name: 'Bild auswählen' }).click();
    await (await chooser).setFiles(await pngPicture('lena.png'));
    await completion.getByRole('img', { name: 'Dein gewähltes Bild' }).waitFor();
    await next.click();
    await completion.getByRole('heading', { name: 'Nichts verpassen' }).waitFor();
    await next.click();
    await completion.getByRole('heading', { name: 'Bereit, gesehen zu werden' }).waitFor();
    const published = page.waitForResponse((response) =>
      response.url().endsWith('/v1/user/completion'),
    );
    await completion.getByRole('button', { name: 'Profil veröffentlichen' }).click();
    expect((await published).status()).toBe(200);
    await completion.waitFor({ state: 'detached' });
    const completed = await (await page.request.get('/v1/user')).json();
    expect(completed.hasCompletedRegistration).toBe(true);
    expect(completed.interests).toEqual(['music', 'cooking']);
    expect(completed.profileImage).toBeTruthy();

    const link = await mailLinkTo(email, '/confirmemail');
    expect([...link.searchParams.keys()].sort()).toEqual(['t', 'uid']);
    await page.goto(link.href);
    await page.getByRole('alertdialog', { name: 'Deine Email wurde bestätigt!' }).waitFor();
    // The library's EmptyState draws its title as a paragraph, not a heading.
    await page.getByText('Deine E-Mail ist bestätigt!', { exact: true }).waitFor();
    const account = await page.request.get('/v1/user');
    expect((await account.json()).emailConfirmed).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});
