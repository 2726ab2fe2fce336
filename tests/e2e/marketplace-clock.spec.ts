import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';

// An operator whose laptop is set to California still reads the outlet's clock.
test.use({ timezoneId: 'America/Los_Angeles' });

const kualaLumpur = new Intl.DateTimeFormat('en-MY', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kuala_Lumpur',
});

test('times read in the marketplace zone and say so, whatever the browser zone', async ({
  page,
  request,
}) => {
  const api = apiAs(request, 'admin');
  const { data } = await api.list('/admin/orders?perPage=1&sort=-placedAt');
  expect(data).toHaveLength(1);
  const order = data[0] as Record<string, unknown>;
  await signInAs(page, 'admin');
  await page.goto(`/admin/orders/show/${String(order.id)}`);
  const placed = page.getByText(/^Placed /);
  await expect(placed).toBeVisible({ timeout: 30_000 });
  const wallClock = kualaLumpur.format(new Date(String(order.placedAt)));
  await expect(placed).toHaveText(
    new RegExp(`^Placed ${wallClock.replace(/\s/g, '\\s')}\\s(MYT|GMT\\+8)$`),
  );
});
