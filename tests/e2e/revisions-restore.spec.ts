import { expect, test } from '@playwright/test';
import { apiPaths, pagePaths } from '../../src/registry/paths';
import type { RevisionSummary } from '../../src/registry/revisions';
import { apiAs } from './support/api-as';
import { must } from './support/must';
import { signInAs } from './support/session';

test.use({ viewport: { width: 1280, height: 720 } });

test("an admin restores a merchant's commission rate from last week's revision, in three clicks from its page", async ({
  page,
  request,
}) => {
  const admin = apiAs(request, 'admin');
  // The seed gives the first merchants a history: a change last week, another this week.
  const [merchant] = (
    await admin.list(`${apiPaths.collection('merchants')}?perPage=1&sort=id`)
  ).data;
  const id = Number(merchant?.id);
  const historyOf = async () =>
    (
      (await (
        await admin.send('GET', apiPaths.revisions('merchants', id))
      ).json()) as { data: RevisionSummary[] }
    ).data;
  const weekAgo = Date.now() - 7 * 86_400_000;
  const lastWeek = must(
    (await historyOf()).find(
      (r) => r.at !== null && new Date(r.at).getTime() < weekAgo,
    ),
    "the seed's revision from last week",
  );
  const wanted = lastWeek.changes.find(
    (c) => c.field === 'commissionPercent',
  )?.after;
  // Someone changed the commission since last week (and a retry finds the
  // first attempt's restore done): now it differs from last week's.
  await admin.edit(apiPaths.record('merchants', id), {
    commissionPercent: Number(wanted) + 1,
  });
  const history = await historyOf();
  // The seed's change of this week, the one after last week's.
  const thisWeek = must(
    history.find((r) => r.number === lastWeek.number + 1),
    "the seed's revision from this week",
  );

  await signInAs(page, 'admin');
  await page.goto(pagePaths.show('merchants', id));
  // The record's own field, on the page (the History dialog names it too;
  // while it is open the page is hidden from the accessibility tree).
  const commission = page
    .locator('main')
    .getByText('Commission', { exact: true })
    .locator('xpath=..');
  await expect(commission).not.toContainText(`${String(wanted)}%`);

  // 1: History.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /History of merchant/ });
  const revisions = dialog.getByRole('table', {
    name: 'Revisions, newest first',
  });
  await expect(revisions.getByRole('row')).toHaveCount(history.length + 1);
  await expect(dialog).toContainText('Introductory rate ended');
  await page.screenshot({
    path: 'docs/screenshots/revisions-history.png',
    animations: 'disabled',
  });
  // Last week's against this week's, field by field, before restoring.
  await dialog
    .getByRole('checkbox', {
      name: `Compare Revision ${thisWeek.number}: Edited`,
    })
    .check();
  await dialog
    .getByRole('checkbox', {
      name: `Compare Revision ${lastWeek.number}: Edited`,
    })
    .check();
  await dialog.getByRole('button', { name: 'Compare' }).click();
  const compared = dialog.getByRole('table', {
    name: 'Two revisions compared',
  });
  await expect(
    compared.getByRole('row', { name: 'Commission, changed' }),
  ).toContainText(`${String(wanted)}%`);
  await dialog.getByRole('button', { name: 'Back to history' }).click();
  // 2: Restore on last week's row.
  await dialog
    .getByRole('button', {
      name: `Restore Revision ${lastWeek.number}: Edited`,
    })
    .click();
  const changes = dialog.getByRole('table', {
    name: 'What the restore changes',
  });
  await expect(changes.getByRole('row', { name: /Commission/ })).toContainText(
    `${String(wanted)}%`,
  );
  // 3: Restore.
  const confirm = dialog.getByRole('button', {
    name: `Restore revision ${lastWeek.number}`,
  });
  await expect(confirm).toBeEnabled();
  await page.screenshot({
    path: 'docs/screenshots/revisions-restore.png',
    animations: 'disabled',
  });
  await confirm.click();

  await expect(
    page.getByText(`Restored revision ${lastWeek.number}`).first(),
  ).toBeVisible();
  await expect(commission).toContainText(`${String(wanted)}%`);
  // The restore is a revision of its own, on top of a history left as it was.
  await expect(revisions.getByRole('row').nth(1)).toContainText(
    `Restored revision ${lastWeek.number}`,
  );
  await expect(revisions.getByRole('row')).toHaveCount(history.length + 2);
  const stored = await admin.one(apiPaths.record('merchants', id));
  expect(stored.commissionPercent).toBe(wanted);
});
