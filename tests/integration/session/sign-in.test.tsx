import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  afterEach,
  beforeEach,
  expect,
  onTestFinished,
  test,
  vi,
} from 'vitest';
import {
  getAccessToken,
  getUserData,
  readFlag,
  setTokens,
  setUserData,
} from '../../../src/state/token-storage';
import { pageNavigation } from '../../../src/session/page-navigation';
import { AuthApp } from '../../../src/sign-in/auth-app';
import { leaveIfSignedIn } from '../../../src/sign-in/leave-if-signed-in';
import { buildUser } from '../../factories/build-user';
import { API, TOKENS } from '../../msw/handlers';
import { server } from '../../msw/server';

const originalReplace = pageNavigation.replace;
const leftFor = vi.fn<(path: string) => void>();

beforeEach(() => {
  leftFor.mockReset();
  pageNavigation.replace = leftFor;
});
afterEach(() => {
  pageNavigation.replace = originalReplace;
  window.history.replaceState(null, '', '/');
});

/** Opens the sign-in entry at `url`, as login.html would. */
function openSignIn(url: string) {
  window.history.replaceState(null, '', url);
  render(<AuthApp />);
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

test('after sign-in with an in-app returnUrl the console opens there, filters intact, with the tokens stored in place of an old session', async () => {
  setUserData(
    buildUser({ email: 'someone-else@zfood.my', roles: ['FINANCE'] }),
  );
  openSignIn(`/login?returnUrl=${encodeURIComponent('/admin/banks?page=3')}`);
  await signInWith('staff@zfood.my', 'Staff123!');

  await vi.waitFor(() =>
    expect(leftFor).toHaveBeenCalledWith('/admin/banks?page=3'),
  );
  expect(getAccessToken()).toBe(TOKENS.access);
  // The console loads the profile itself; nothing of the earlier user stays.
  expect(getUserData()).toBeNull();
  expect(readFlag('hasFinanceRole')).toBe(false);
});

test.each(['https://evil.example', '//evil.example', '/\\evil', '/login'])(
  'after sign-in with returnUrl %s the console opens at /',
  async (returnUrl) => {
    openSignIn(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    await signInWith('staff@zfood.my', 'Staff123!');
    await vi.waitFor(() => expect(leftFor).toHaveBeenCalledWith('/'));
  },
);

test("a failed sign-in shows the API's message, the field's error under it, and keeps the typed email", async () => {
  server.use(
    http.post(`${API}/auth/login`, () =>
      HttpResponse.json(
        {
          statusCode: 422,
          message: 'The email or password is wrong',
          errors: { password: ['Check it'] },
        },
        { status: 422 },
      ),
    ),
  );
  openSignIn('/login');
  await signInWith('staff@zfood.my', 'wrong');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The email or password is wrong',
  );
  expect(screen.getByText('Check it')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveValue('staff@zfood.my');
  expect(getAccessToken()).toBeNull();
  expect(leftFor).not.toHaveBeenCalled();
});

test('the sign-in form checks its fields before calling the API, and clears an error once fixed', async () => {
  let calls = 0;
  server.use(
    http.post(`${API}/auth/login`, () => {
      calls += 1;
      return HttpResponse.json({ message: 'no' }, { status: 401 });
    }),
  );
  const user = userEvent.setup();
  openSignIn('/login');

  await user.type(await screen.findByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(
    await screen.findByText('Enter a valid email address'),
  ).toBeInTheDocument();
  expect(screen.getByText('Enter your password')).toBeInTheDocument();
  expect(calls).toBe(0);

  await user.type(screen.getByLabelText('Email'), '@zfood.my');
  expect(screen.queryByText('Enter a valid email address')).toBeNull();
});

test('maintenance during sign-in opens the maintenance page', async () => {
  server.use(
    http.post(`${API}/auth/login`, () =>
      HttpResponse.json(
        { statusCode: 503, message: 'Maintenance', etaTime: null },
        { status: 503 },
      ),
    ),
  );
  openSignIn('/login');
  await signInWith('staff@zfood.my', 'Staff123!');
  await vi.waitFor(() => expect(leftFor).toHaveBeenCalledWith('/503'));
});

test('forgot password, code and new password lead back to sign-in with a notice, the token never in the URL', async () => {
  server.use(
    http.post(`${API}/auth/verify-otp`, () =>
      HttpResponse.json({ data: { reset_token: 'reset-1' } }),
    ),
    http.post(`${API}/auth/reset-password`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      return body.reset_token === 'reset-1'
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ message: 'bad token' }, { status: 422 });
    }),
  );
  const user = userEvent.setup();
  openSignIn('/login');

  await user.click(
    await screen.findByRole('link', { name: 'Forgot password?' }),
  );
  expect(
    await screen.findByRole('heading', { name: 'Forgot your password?' }),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'staff@zfood.my');
  await user.click(screen.getByRole('button', { name: 'Send code' }));

  expect(
    await screen.findByRole('heading', { name: 'Check your email' }),
  ).toBeInTheDocument();
  expect(window.location.search).toBe('?email=staff%40zfood.my');
  expect(screen.getByLabelText('Email')).toHaveValue('staff@zfood.my');
  await user.type(screen.getByLabelText('Code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify code' }));

  expect(
    await screen.findByRole('heading', { name: 'Set a new password' }),
  ).toBeInTheDocument();
  expect(window.location.href).not.toContain('reset-1');
  await user.type(screen.getByLabelText('New password'), 'NewPass123!');
  await user.type(screen.getByLabelText('Repeat new password'), 'NewPass12!');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText('The passwords differ')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Repeat new password'));
  await user.type(screen.getByLabelText('Repeat new password'), 'NewPass123!');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));

  expect(
    await screen.findByRole('heading', { name: 'Sign in' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Password changed. Sign in with the new one.',
  );
  expect(window.location.pathname).toBe('/login');
  expect(leftFor).not.toHaveBeenCalled();
});

test('every call of the sign-in pages (login, forgot password, code, new password) sends platform: admin_frontend', async () => {
  server.use(
    http.post(`${API}/auth/verify-otp`, () =>
      HttpResponse.json({ data: { reset_token: 'reset-1' } }),
    ),
    http.post(
      `${API}/auth/reset-password`,
      () => new HttpResponse(null, { status: 204 }),
    ),
  );
  const platforms = new Map<string, string | null>();
  const listener = ({ request }: { request: Request }) => {
    platforms.set(
      new URL(request.url).pathname.replace(API, ''),
      request.headers.get('platform'),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));

  openSignIn('/login');
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('link', { name: 'Forgot password?' }),
  );
  await user.type(await screen.findByLabelText('Email'), 'staff@zfood.my');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('Code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
  await user.type(await screen.findByLabelText('New password'), 'NewPass123!');
  await user.type(screen.getByLabelText('Repeat new password'), 'NewPass123!');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  await signInWith('staff@zfood.my', 'NewPass123!');
  await vi.waitFor(() => expect(leftFor).toHaveBeenCalledWith('/'));

  expect(Object.fromEntries(platforms)).toEqual({
    '/auth/forgot-password': 'admin_frontend',
    '/auth/verify-otp': 'admin_frontend',
    '/auth/reset-password': 'admin_frontend',
    '/auth/login': 'admin_frontend',
  });
});

test('a signed-in user opening a sign-in page goes to /, whatever the returnUrl says', () => {
  setTokens({ accessToken: TOKENS.access, refreshToken: TOKENS.refresh });
  setUserData(buildUser());
  window.history.replaceState(
    null,
    '',
    `/login?returnUrl=${encodeURIComponent('/admin/orders')}`,
  );
  expect(leaveIfSignedIn()).toBe(true);
  expect(leftFor).toHaveBeenCalledWith('/');
});

test('a visitor stays on the sign-in page', () => {
  expect(leaveIfSignedIn()).toBe(false);
  expect(leftFor).not.toHaveBeenCalled();
});
