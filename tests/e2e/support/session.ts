import type { Page } from '@playwright/test';
import { DEMO_USERS, type DemoRole } from './ui-login';

interface LoginEnvelope {
  data: { access_token: string; refresh_token: string };
}

/**
 * Signs in without the form: logs in over the API, then seeds the tokens
 * into localStorage before the app's first script runs. The seeding happens
 * once per tab (a sessionStorage mark), so a reload keeps the tokens the app
 * has rotated since instead of replaying the revoked originals.
 */
export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', {
    data: DEMO_USERS[role],
    headers: { platform: 'admin_frontend' },
  });
  if (!response.ok()) {
    throw new Error(
      `Login as ${role} failed with ${response.status()}: ${await response.text()}. Is the server seeded with the demo users?`,
    );
  }
  const { data } = (await response.json()) as LoginEnvelope;
  await page.addInitScript(
    ([accessToken, refreshToken]) => {
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
    },
    [data.access_token, data.refresh_token] as const,
  );
}
