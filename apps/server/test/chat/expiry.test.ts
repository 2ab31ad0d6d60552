/**
 * Dialog expiry (spec 02 section 7: a dialog is active, locked or expired, restorable until a
 * date, then restored): every message starts the dialog's period again; a dialog silent for
 * `limits.dialogDeactivateAfterDays` is expired and takes no message until a member renews it,
 * which they can for `limits.dialogReactivationDays` more, at `prices.dialogRenewal` coins.
 * Time passes by moving the dialog's stored times back, as if they had been written earlier.
 */
import { type Dialog, errorCodes, limits, prices } from '@amora/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogs } from '../../src/db/schema';
import { expectRefused } from '../routes/dating/support';
import { type ChatServer, ledgerOf, pair, startChatServer, userRow } from './support';

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server?.close());

const day = 24 * 60 * 60 * 1000;

/** Moves everything the dialog remembers about time `days` into the past. */
const ageDialog = async (dialogId: string, days: number) => {
  const shift = sql.raw(`interval '${days} days'`);
  await server.app.db
    .update(dialogs)
    .set({
      createdAt: sql`${dialogs.createdAt} - ${shift}`,
      lastMessageAt: sql`${dialogs.lastMessageAt} - ${shift}`,
      expiresAt: sql`${dialogs.expiresAt} - ${shift}`,
      restorableUntil: sql`${dialogs.restorableUntil} - ${shift}`,
    })
    .where(eq(dialogs.id, dialogId));
};

/** A dialog the sender opened with a text over the hub. */
const openedDialog = async (coins = 100) => {
  const members = await pair(server, coins);
  const tab = await server.connectAs(members.sender);
  const first = await tab.invoke('sendMessage', {
    recipientId: members.partner.user.id,
    message: 'Hallo!',
  });
  return { ...members, tab, dialogId: first.message.dialogId as string };
};

describe('dialog expiry', () => {
  it('keeps a dialog active within its period, counted from the last message', async () => {
    const { sender, partner, tab, dialogId } = await openedDialog();
    await ageDialog(dialogId, limits.dialogDeactivateAfterDays - 1);
    // A new message starts the period again.
    await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'Noch da?' });
    await ageDialog(dialogId, limits.dialogDeactivateAfterDays - 1);
    const dialog = (await sender.call<Dialog>('GET', `/chat/${dialogId}`)).body;
    expect(dialog.state).toBe('active');
    expect(dialog.restorableUntil).toBeNull();
  });

  it('expires a silent dialog, refuses to send, and renews it for 5 coins', async () => {
    const { sender, partner, tab, dialogId } = await openedDialog(100);
    await ageDialog(dialogId, limits.dialogDeactivateAfterDays + 1);

    for (const member of [sender, partner]) {
      const dialog = (await member.call<Dialog>('GET', `/chat/${dialogId}`)).body;
      expect(dialog.state).toBe('expired');
      const restorableUntil = new Date(dialog.restorableUntil ?? 0).getTime();
      // Expired a day ago, restorable for the reactivation days from then.
      const expected = Date.now() + (limits.dialogReactivationDays - 1) * day;
      expect(Math.abs(restorableUntil - expected)).toBeLessThan(60_000);
    }
    const coinsBefore = (await userRow(server.app, sender.user.id)).coins;
    await expect(
      tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'Hallo?' }),
    ).rejects.toThrow(errorCodes.DIALOG_EXPIRED);
    await expectRefused(server.app, () => sender.call('POST', `/chat/wink/${partner.user.id}`), {
      status: 409,
      code: errorCodes.DIALOG_EXPIRED,
    });
    expect((await userRow(server.app, sender.user.id)).coins).toBe(coinsBefore);

    const renewed = await sender.call('POST', `/chat/${dialogId}/renewal`);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({
      dialog: { id: dialogId, state: 'active', restorableUntil: null },
      coinInfo: { coins: coinsBefore - prices.dialogRenewal },
    });
    const ledger = await ledgerOf(server.app, sender.user.id);
    expect(ledger).toContainEqual(
      expect.objectContaining({ coinsDelta: -prices.dialogRenewal, reason: 'dialogRenewal' }),
    );
    // Written to again, and the renewal began a whole new period.
    const again = await tab.invoke('sendMessage', { recipientId: partner.user.id, message: 'Da!' });
    expect(again.message.dialogId).toBe(dialogId);
    await ageDialog(dialogId, limits.dialogDeactivateAfterDays - 1);
    expect((await partner.call<Dialog>('GET', `/chat/${dialogId}`)).body.state).toBe('active');
  });

  it('cannot restore a dialog once its restoring time is over, and charges nothing', async () => {
    const { sender, dialogId } = await openedDialog(100);
    await ageDialog(dialogId, limits.dialogDeactivateAfterDays + limits.dialogReactivationDays + 1);
    const dialog = (await sender.call<Dialog>('GET', `/chat/${dialogId}`)).body;
    expect(dialog.state).toBe('expired');
    await expectRefused(server.app, () => sender.call('POST', `/chat/${dialogId}/renewal`), {
      status: 409,
      code: errorCodes.DIALOG_NOT_RESTORABLE,
    });
  });
});
