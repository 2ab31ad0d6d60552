/**
 * Deleting a support ticket in Chromium, as a member does it: the ticket opened from "My tickets",
 * "Delete ticket", and the confirmation; keeping it changes nothing, confirming removes it from
 * the list and from the server.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../server/test/routes/payment/support';
import { openBrowser } from '../../server/test/support/browser';
import { baseUrl, launchChromium, logIn, onPath, uniqueEmail, visit } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A member registered and signed in through the API, with one ticket. */
const memberWithTicket = async (message: string) => {
  const member = { email: uniqueEmail('ticket'), password: 'secret123' };
  const client = openBrowser(baseUrl);
  dataOf(
    await client.api.identity.register.request({
      body: {
        ...member,
        name: 'Mara',
        birthdate: '1990-01-15T00:00:00.000Z',
        gender: 'female',
        country: 'de',
        city: 'Berlin',
        zip: '10115',
        locationId: '2950159',
        language: 'de',
        searchGender: 'male',
        searchRelationType: 'relationship',
        searchDistance: 50,
        platform: 'web',
        deviceId: `e2e-${member.email}`,
      },
    }),
  );
  dataOf(await client.api.support.create.request({ body: { topic: 'premium', message } }));
  return { member, client };
};

describe('deleting a support ticket', () => {
  it('asks first, keeps the ticket on "Keep ticket" and deletes it on "Delete"', async () => {
    const message = 'Wann werden meine Coins gutgeschrieben?';
    const { member, client } = await memberWithTicket(message);
    const { page, errors, context } = await visit(browser, {
      viewport: { width: 375, height: 800 },
    });
    await page.goto('/login');
    await logIn(page, member);
    await onPath(page, '/');
    await page.goto('/tickets');
    await page.getByRole('tab', { name: 'Meine Tickets' }).click();

    await page.getByText(message).click();
    await page.getByRole('button', { name: 'Ticket löschen' }).click();
    await page.getByRole('alertdialog', { name: 'Dieses Ticket löschen?' }).waitFor();
    await page.getByRole('button', { name: 'Ticket behalten' }).click();
    await page.getByRole('button', { name: 'Ticket löschen' }).waitFor();
    expect(dataOf(await client.api.support.list.request()).count).toBe(1);

    await page.getByRole('button', { name: 'Ticket löschen' }).click();
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.getByText('Das Ticket wurde gelöscht.').waitFor();
    expect(await page.getByText(message).count()).toBe(0);
    expect(dataOf(await client.api.support.list.request()).count).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
