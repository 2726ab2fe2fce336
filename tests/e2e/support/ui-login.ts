import { expect, type Page } from '@playwright/test';

export const DEMO_USERS = {
  admin: { email: 'admin@zfood.my', password: 'Admin123!' },
  finance: { email: 'finance@zfood.my', password: 'Finance123!' },
  reviewer: { email: 'reviewer@zfood.my', password: 'Reviewer123!' },
  staff: { email: 'staff@zfood.my', password: 'Staff123!' },
  client: { email: 'client@zfood.my', password: 'Client123!' },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

/** Opens the login page at `url` and submits the role's credentials. */
export async function submitLoginForm(
  page: Page,
  role: DemoRole,
  url = '/login',
): Promise<void> {
  const { email, password } = DEMO_USERS[role];
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the login form, as a user would, and waits for the console to open. */
export async function loginThroughForm(
  page: Page,
  role: DemoRole,
  url = '/login',
): Promise<void> {
  await submitLoginForm(page, role, url);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Seconds until the stored access token expires (its JWT `exp`), negative once expired. */
export function accessTokenTtl(page: Page): Promise<number> {
  return page.evaluate(() => {
    const token = localStorage.getItem('accessToken') ?? '';
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp: number };
    return exp - Date.now() / 1000;
  });
}
