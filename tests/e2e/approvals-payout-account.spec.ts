import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { must } from './support/must';
import { signInAs } from './support/session';
import { socketReady } from './support/socket-ready';

test("an Operations agent changes an outlet's payout account; it waits until a finance reviewer approves, then both see the new account", async ({
  browser,
  request,
}) => {
  const api = apiAs(request, 'admin');
  // An outlet of this run, copied from the demo's last one: changing its
  // account warns on no settlement another journey reads.
  const { data: outlets } = await api.list(
    '/admin/merchant-outlets?perPage=1&sort=-id',
  );
  const {
    id: _id,
    code: _code,
    rating: _rating,
    bankAccountChangedAt: _changedAt,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    version: _version,
    ...copied
  } = must(outlets[0], 'an outlet in the demo data');
  const run = String(Date.now()).slice(-8);
  const outlet = await api.post('/admin/merchant-outlets', {
    ...copied,
    name: `Kedai Ujian ${run}`,
    email: `kedai.ujian.${run}@example.com`,
  });
  const id = String(outlet.id);
  const name = String(outlet.name);
  const oldNumber = String(outlet.bankAccountNumber);
  const newNumber = `77${run}01`;
  const summary = `Payout account change for merchant outlet ${name}`;

  const agentContext = await browser.newContext();
  const reviewerContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
  });
  const agent = await agentContext.newPage();
  const reviewer = await reviewerContext.newPage();

  const agentListening = socketReady(agent);
  await signInAs(agent, 'staff');
  await agent.goto(`/admin/merchant-outlets/edit/${id}`);
  await agentListening;
  const number = agent.getByLabel('Payout account number');
  await expect(number).toHaveValue(oldNumber);
  const note = agent.getByRole('status').filter({
    hasText: 'This needs approval by a finance reviewer',
  });
  await expect(note).toHaveCount(0);
  await number.fill(newNumber);
  // Before the save, the form says the edit will wait.
  await expect(note).toBeVisible();
  await note.scrollIntoViewIfNeeded();
  await agent.screenshot({
    path: 'docs/screenshots/approvals-payout-account-edit.png',
  });
  await agent.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    agent.getByText('Payout account change requested — waiting for approval', {
      exact: true,
    }),
  ).toBeVisible();
  // The outlet's page shows the old account and what waits.
  await expect(agent).toHaveURL(
    new RegExp(`/admin/merchant-outlets/show/${id}$`),
  );
  await expect(
    // On the page itself, not the toast that says the same.
    agent
      .locator('main')
      .getByRole('alert')
      .filter({
        hasText: /^Payout account change requested — waiting for approval/,
      }),
  ).not.toHaveCount(0);
  await expect(agent.getByText(oldNumber).first()).toBeVisible();
  await agent.screenshot({
    path: 'docs/screenshots/approvals-payout-account-waiting.png',
  });

  const reviewerListening = socketReady(reviewer);
  await signInAs(reviewer, 'reviewer');
  await reviewer.goto('/admin/approval-requests');
  await reviewerListening;
  const card = reviewer.getByRole('article', { name: summary }).first();
  await expect(card).toContainText(
    'Payout account change · requested by Hafiz Ismail',
  );
  await expect(card).toContainText(
    `Payout account number: ${oldNumber} → ${newNumber}`,
  );
  await reviewer.screenshot({
    path: 'docs/screenshots/approvals-payout-account-queue.png',
  });
  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = reviewer.getByRole('dialog');
  await confirm.getByRole('button', { name: /^Approve/ }).click();
  await expect(confirm).toBeHidden();

  // The agent is told at once, and the open outlet shows the new account.
  await expect(agent.getByText(`Approved: ${summary}`)).toBeVisible();
  await expect(agent.getByText(newNumber).first()).toBeVisible();
  await reviewer.goto(`/admin/merchant-outlets/show/${id}`);
  await expect(reviewer.getByText(newNumber).first()).toBeVisible();

  await Promise.all([agentContext.close(), reviewerContext.close()]);
});
