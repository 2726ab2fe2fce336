import { expect, test, type Page } from '@playwright/test';
import { apiAs } from './support/api-as';
import { must } from './support/must';
import { signInAs } from './support/session';

/** A new OPEN enquiry of a seeded customer, with a subject only this journey uses. */
async function newEnquiry(page: Page, subject: string): Promise<number> {
  const api = apiAs(page.request, 'admin');
  const customers = await api.list(
    '/admin/users?search[userType]=CLIENT&perPage=1&sort=id',
  );
  const customer = must(customers.data[0], 'a seeded customer');
  const created = await api.post('/admin/enquiries', {
    userId: customer.id,
    category: 'REFUND',
    subject,
    message: 'My refund has not arrived.',
  });
  return Number(created.id);
}

const openInbox = (page: Page, subject: string, id: number) =>
  page.goto(`/admin/enquiries?q=${encodeURIComponent(subject)}&open=${id}`);

test('a reply keeps its text on a bad link, takes a canned reply, and starts the enquiry', async ({
  page,
}) => {
  const subject = `Conversation journey ${Date.now()}`;
  const id = await newEnquiry(page, subject);
  await signInAs(page, 'admin');
  await openInbox(page, subject, id);
  const pane = page.getByRole('article', { name: 'Enquiry' });
  await expect(pane.getByText('My refund has not arrived.')).toBeVisible();
  await expect(pane.getByText('Open', { exact: true })).toBeVisible();

  const reply = pane.getByRole('form', { name: 'Reply' });
  await reply.getByLabel('Reply to the customer').fill('Checking now.');
  await reply.getByLabel('Attachment links (one per line)').fill('ftp://x/y');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByText(/Only http and https links/)).toBeVisible();
  await expect(reply.getByLabel('Reply to the customer')).toHaveValue(
    'Checking now.',
  );

  await reply
    .getByLabel('Attachment links (one per line)')
    .fill('https://files.zfood.my/receipts/refund.png');
  await reply.getByRole('button', { name: 'Canned replies' }).click();
  await page.getByRole('menuitem', { name: 'Refund issued' }).click();
  await expect(reply.getByLabel('Reply to the customer')).toHaveValue(
    /^Checking now\.\n\nWe have refunded/,
  );
  await reply.getByRole('button', { name: 'Send reply' }).click();

  const thread = pane.getByRole('list', { name: 'Conversation' });
  await expect(thread.getByText(/We have refunded/)).toBeVisible();
  await expect(
    thread.getByRole('link').filter({ has: page.getByRole('img') }),
  ).toHaveAttribute('href', 'https://files.zfood.my/receipts/refund.png');
  await expect(reply.getByLabel('Reply to the customer')).toHaveValue('');
  await expect(pane.getByText('In progress', { exact: true })).toBeVisible();
  await expect(
    pane.getByRole('link', { name: 'Customer’s orders' }),
  ).toHaveAttribute(
    'href',
    /\/admin\/orders\?filters\[0\]\[field\]=customerId/,
  );
  await page.screenshot({
    path: 'test-results/screenshots/enquiries-conversation.png',
  });
});

test('a reply in one browser appears live in another, which sees the enquiry unread again', async ({
  browser,
  page,
}) => {
  const subject = `Live conversation ${Date.now()}`;
  const id = await newEnquiry(page, subject);

  // Staff reads the enquiry first: it is read for them.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'staff');
  await openInbox(staff, subject, id);
  const staffList = staff.getByRole('list', { name: 'Enquiries' });
  await expect(staffList.getByRole('listitem')).toHaveCount(1);
  await expect(staffList.getByText('(unread)')).toHaveCount(0);
  const mineBefore = Number(
    await staff.getByTestId('folder-total-mine').textContent(),
  );

  // The admin replies in their own browser.
  await signInAs(page, 'admin');
  await openInbox(page, subject, id);
  const reply = page.getByRole('form', { name: 'Reply' });
  await reply.getByLabel('Reply to the customer').fill('Refund is on its way.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Refund is on its way.')).toBeVisible();

  // Without a reload, staff sees the message, the new state and the unread mark.
  const staffPane = staff.getByRole('article', { name: 'Enquiry' });
  await expect(staffPane.getByText('Refund is on its way.')).toBeVisible();
  await expect(
    staffPane.getByText('In progress', { exact: true }),
  ).toBeVisible();
  await expect(staffList.getByText('(unread)')).toHaveCount(1);
  // The admin took it on by replying; staff's own folder did not change.
  await expect(staff.getByTestId('folder-total-mine')).toHaveText(
    String(mineBefore),
  );
  await staffContext.close();
});
