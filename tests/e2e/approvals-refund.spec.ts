import { expect, test } from '@playwright/test';
import { recordInState } from './support/own-records';
import { signInAs } from './support/session';
import { socketReady } from './support/socket-ready';

test('an Operations agent asks to refund an order above the limit; a finance reviewer approves it; the refund runs and both see it', async ({
  browser,
}) => {
  const agentContext = await browser.newContext();
  const supervisorContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
  });
  const agent = await agentContext.newPage();
  const supervisor = await supervisorContext.newPage();
  // RM 150, above the RM 100 a refund may reach without approval.
  const order = await recordInState(agent.request, 'orders', 'COMPLETED', {
    total: 15_000,
  });
  const summary = `Cancel and refund order ${String(order.code)}`;

  const agentListening = socketReady(agent);
  await signInAs(agent, 'staff');
  await agent.goto(`/admin/orders/show/${String(order.id)}`);
  await agentListening;
  await agent.getByRole('button', { name: 'Cancel and refund' }).click();
  const dialog = agent.getByRole('dialog');
  await expect(dialog).toContainText(
    'This needs approval by a finance reviewer; it is held until approved.',
  );
  await dialog.getByLabel('Reason').fill('The order never arrived (e2e)');
  await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(dialog).toBeHidden();
  // The page says the refund waits, and does not pretend it ran.
  await expect(
    // On the page itself, not the toast that says the same.
    agent
      .locator('main')
      .getByRole('alert')
      .filter({
        hasText: /^Cancel and refund requested — waiting for approval/,
      }),
  ).not.toHaveCount(0);
  await expect(
    agent.getByText('Completed', { exact: true }).first(),
  ).toBeVisible();

  const supervisorListening = socketReady(supervisor);
  await signInAs(supervisor, 'reviewer');
  await supervisor.goto('/admin/approval-requests');
  await supervisorListening;
  await expect(
    supervisor.getByRole('tab', { name: /^Waiting for me \(\d+\)$/ }),
  ).toHaveAttribute('aria-selected', 'true');
  const card = supervisor.getByRole('article', { name: summary });
  await expect(card).toContainText('requested by Hafiz Ismail');
  await expect(card).toContainText('Reason: The order never arrived (e2e)');
  await supervisor.screenshot({
    path: 'docs/screenshots/approvals-queue.png',
  });
  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = supervisor.getByRole('dialog');
  await confirm.getByRole('button', { name: /^Approve/ }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeHidden();
  await supervisor.getByRole('tab', { name: /^History/ }).click();
  await expect(
    supervisor.getByRole('article', { name: summary }),
  ).toContainText('Approved by Priya Krishnan');

  // The agent is told at once, and the open order shows the refund.
  await expect(agent.getByText(`Approved: ${summary}`)).toBeVisible();
  await expect(
    agent.getByText('Refunded', { exact: true }).first(),
  ).toBeVisible();
  await agent.goto('/admin/approval-requests');
  await expect(
    agent.getByRole('tab', { name: /^Requested by me/ }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(agent.getByRole('article', { name: summary })).toContainText(
    'Approved',
  );

  await Promise.all([agentContext.close(), supervisorContext.close()]);
});
