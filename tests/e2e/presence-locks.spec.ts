import { expect, test } from '@playwright/test';
import { apiAs } from './support/api-as';
import { signInAs } from './support/session';

test.use({ viewport: { width: 1280, height: 720 } });

test('a second user sees the first one’s presence and edit lock, takes over, and the first is told at once', async ({
  browser,
  baseURL,
  request,
}) => {
  const digits = String(Date.now()).slice(-12).padStart(12, '0');
  const merchant = await apiAs(request, 'admin').post('/admin/merchants', {
    name: `E2E Nasi Kandar ${digits}`,
    legalName: `E2E Nasi Kandar ${digits} Sdn Bhd`,
    registrationNumber: digits,
    contactName: 'Siti Aminah',
    email: `nasi-kandar-${digits}@e2e.example.my`,
    phone: '+60123456789',
    commissionPercent: 15,
  });
  const id = String(merchant.id);

  // Aisyah (admin) opens the edit form on one device and starts typing.
  const aisyah = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(aisyah, 'admin');
  await aisyah.goto(`/admin/merchants/edit/${id}`);
  const contact = aisyah.getByLabel('Contact person');
  await expect(contact).toHaveValue('Siti Aminah', { timeout: 30_000 });
  await contact.fill('Siti Aminah binti Yusof');

  // Hafiz (operations) opens the merchant's page on another.
  const hafiz = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(hafiz, 'staff');
  await hafiz.goto(`/admin/merchants/show/${id}`);
  const onRecord = hafiz.getByRole('region', { name: 'Also on this record' });
  await expect(onRecord).toContainText('Aisyah Rahman · editing', {
    timeout: 30_000,
  });
  await expect(onRecord).toContainText(
    /Aisyah Rahman is editing since \d\d:\d\d \S+/,
  );
  // …and Aisyah sees him.
  await expect(
    aisyah.getByRole('region', { name: 'Also on this record' }),
  ).toContainText('Hafiz Ismail · viewing');

  // He opens the form: it says who holds it, and offers to take over.
  await hafiz.getByRole('button', { name: 'Edit' }).click();
  await expect(hafiz.getByText(/Aisyah Rahman is editing since/)).toBeVisible();
  await expect(hafiz.getByLabel('Contact person')).toHaveValue('Siti Aminah');
  await hafiz.screenshot({ path: 'docs/screenshots/presence-lock.png' });
  await hafiz.getByRole('button', { name: 'Take over' }).click();
  await expect(hafiz.getByText(/is editing since/)).toBeHidden();

  // Aisyah is told at once, and keeps what she typed.
  await expect(aisyah.getByRole('alert')).toContainText(
    /Hafiz Ismail took over editing at \d\d:\d\d/,
  );
  await expect(aisyah.getByText(/Hafiz Ismail is editing since/)).toBeHidden();
  await expect(contact).toHaveValue('Siti Aminah binti Yusof');
});
