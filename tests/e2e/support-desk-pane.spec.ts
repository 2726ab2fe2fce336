import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { must } from './support/must';
import { signInAs } from './support/session';
import { socketReady } from './support/socket-ready';

// A 720 px laptop: the reply must stay in view however long the thread is.
test.use({ viewport: { width: 1280, height: 720 } });

/** A PNG of one pixel: what a customer's receipt photo stands in for. */
const receipt = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A new OPEN enquiry with a long thread already, with a subject only this journey uses. */
async function longConversation(page: Page, subject: string): Promise<number> {
  const api = apiAs(page.request, 'admin');
  const customers = await api.list(
    '/admin/users?search[userType]=CLIENT&perPage=1&sort=id',
  );
  const customer = must(customers.data[0], 'a seeded customer');
  const created = await api.post('/admin/enquiries', {
    userId: customer.id,
    category: 'ORDER',
    subject,
    message: 'My order arrived without the drinks.',
  });
  const id = Number(created.id);
  for (let n = 1; n <= 8; n += 1)
    await api.post(`/admin/enquiries/${id}/messages`, {
      body: `Update ${n}: we are checking with the outlet.\nThank you for waiting.`,
    });
  // Replies start it; the journey takes it from the inbox, unassigned.
  await api.post('/admin/enquiries/bulk-assign', {
    ids: [id],
    assignedTo: null,
  });
  return id;
}

test('at 1280×720 the reply stays in view; the pane assigns, attaches a file and resolves, and the folders follow', async ({
  page,
}) => {
  const subject = `Desk pane journey ${Date.now()}`;
  const id = await longConversation(page, subject);
  const ready = socketReady(page);
  await signInAs(page, 'staff');
  await page.goto(
    `/admin/enquiries?q=${encodeURIComponent(subject)}&open=${id}`,
  );
  await ready;
  const pane = page.getByRole('article', { name: 'Enquiry' });
  const reply = pane.getByRole('form', { name: 'Reply' });
  await expect(pane.getByText('Update 8: we are checking')).toBeVisible();
  // The thread scrolls inside the pane; the composer is entirely on screen.
  await expect(reply).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('folder-total-inbox')).toHaveText('1');
  await expect(page.getByTestId('folder-total-mine')).toHaveText('0');

  const controls = pane.getByRole('toolbar', { name: 'Enquiry controls' });
  await controls.getByRole('button', { name: 'Unassigned' }).click();
  await page.getByRole('menuitem', { name: 'Assign to me' }).click();
  await expect(
    controls.getByRole('button', { name: /^Assigned to / }),
  ).toBeVisible();
  // The list's folder counts follow, live.
  await expect(page.getByTestId('folder-total-mine')).toHaveText('1');

  await reply.locator('input[type="file"]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: receipt,
  });
  await expect(
    reply.getByRole('list', { name: 'Files to send' }),
  ).toContainText(`receipt.png · ${receipt.length} bytes`);
  await reply
    .getByRole('textbox', { name: 'Reply to the customer' })
    .fill('Here is the receipt for the refund.');
  await page.keyboard.press('Control+Enter');
  const thread = pane.getByRole('list', { name: 'Conversation' });
  const file = thread.getByRole('button', {
    name: `receipt.png, ${receipt.length} bytes`,
  });
  await expect(file).toBeVisible();
  await expect(reply).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'docs/screenshots/inbox-conversation.png' });

  const download = page.waitForEvent('download');
  await file.click();
  expect((await download).suggestedFilename()).toBe('receipt.png');

  await controls.getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Refunded the drinks.');
  await dialog.getByRole('button', { name: 'Resolve enquiry' }).click();
  await expect(pane.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(page.getByTestId('folder-total-inbox')).toHaveText('0');
  await expect(page.getByTestId('folder-total-resolved')).toHaveText('1');
});

/** Presses Tab until the reply box has focus; how many it took, or null past `limit`. */
async function tabsToReply(page: Page, limit = 100): Promise<number | null> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    const isReply = await page.evaluate(
      () => document.activeElement?.id === 'enquiry-reply',
    );
    if (isReply) return presses;
  }
  return null;
}

test('from the search box the reply is a few Tabs away, or one Tab and Enter by the skip link', async ({
  page,
}) => {
  const subject = `Desk tab journey ${Date.now()}`;
  const id = await longConversation(page, subject);
  await signInAs(page, 'staff');
  // The whole inbox listed, as an agent works it, with one conversation open.
  await page.goto(`/admin/enquiries?open=${id}`);
  const search = page.getByRole('searchbox', { name: 'Search enquiries' });
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();

  await search.focus();
  const tabs = await tabsToReply(page);
  test.info().annotations.push({
    type: 'Tabs from the search box to the reply',
    description: String(tabs),
  });
  // The list is one stop (arrow keys move in it), whatever the page holds.
  expect(tabs ?? Infinity).toBeLessThanOrEqual(15);

  await search.focus();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the reply (r)' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('textbox', { name: 'Reply to the customer' }),
  ).toBeFocused();
});
