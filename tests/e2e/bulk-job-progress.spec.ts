import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';
import { settle } from './support/settle';

test('an agent acknowledges every matching alert, beyond the page, as a job on the server, then sees the report of each row', async ({
  page,
  request,
}) => {
  const api = apiAs(request, 'admin');
  // Alerts of this run alone, so a retry or another journey finds none of them.
  const tag = `Gate check ${String(Date.now()).slice(-8)}`;
  const made: string[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const alert = await api.post('/admin/alerts', {
      title: `${tag} #${String(i).padStart(2, '0')}`,
      type: 'ORDER_DELAYED',
      severity: 'WARNING',
    });
    made.push(String(alert.id));
  }
  // One is acknowledged already: the job reports it, with why.
  await api.post(`/admin/alerts/${made[0]}/acknowledge`);

  await signInAs(page, 'staff');
  await page.goto('/admin/alerts?pageSize=5');
  await page.getByRole('textbox', { name: 'Search Alerts' }).fill(tag);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(6);
  await grid.getByRole('checkbox', { name: 'Select all rows' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('5 selected');
  await bar.getByRole('button', { name: 'Select all 12 matching' }).click();
  await expect(bar).toContainText('All 12 matching selected');
  await bar.getByRole('button', { name: 'Acknowledge (12)' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Acknowledge 12 alerts' }).click();

  // The job runs on the server; the report opens when it ends.
  const report = page.getByRole('dialog', {
    name: 'Acknowledge: 12 alerts: result',
  });
  await expect(report).toBeVisible();
  await expect(report).toContainText('11 succeeded, 1 failed');
  await expect(
    report.getByRole('list', { name: 'Failed records' }),
  ).toContainText('This alert is Acknowledged; Acknowledge needs Open');
  await settle(page);
  await page.screenshot({ path: 'docs/screenshots/bulk-job-report.png' });
  await report.getByRole('button', { name: 'Close' }).click();

  // Every matching alert is acknowledged, on pages the list never showed too.
  const { data } = await api.list(
    `/admin/alerts?q=${encodeURIComponent(tag)}&perPage=100`,
  );
  expect(data.map((alert) => alert.status)).toEqual(
    Array.from({ length: 12 }, () => 'ACKNOWLEDGED'),
  );
});
