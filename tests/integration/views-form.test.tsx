import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { draftKey, writeDraft } from '../../src/session/form-draft';
import ResourceFormPage from '../../src/views/generic/resource-form-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const routes = (
  <>
    <Route
      path="/admin/banks/create"
      element={<ResourceFormPage resourceKey="banks" mode="create" />}
    />
    <Route
      path="/admin/banks/edit/:id"
      element={
        <>
          <ResourceFormPage resourceKey="banks" mode="edit" />
          <Link to="/admin/banks">All banks</Link>
        </>
      }
    />
    <Route path="/admin/banks" element={<h1>Banks list</h1>} />
  </>
);

const user = buildUser({ id: 5, userType: 'ADMIN' });

const bank = {
  id: 1,
  name: 'CIMB',
  swiftCode: 'CIBBMYKL',
  logoUrl: null,
  isActive: true,
};

afterEach(() => sessionStorage.clear());

const nameField = () => screen.getByRole('textbox', { name: /^name/i });
const swiftField = () => screen.getByRole('textbox', { name: /swift code/i });

test('a 422 puts each message under its field, focuses it, keeps every typed value and shows the summary', async () => {
  server.use(
    http.post(`${API}/admin/banks`, () =>
      HttpResponse.json(
        {
          statusCode: 422,
          message: 'The bank could not be saved.',
          errors: { name: ['A bank with this name already exists'] },
        },
        { status: 422 },
      ),
    ),
  );
  renderWithRefine({ url: '/admin/banks/create', user, routes });
  const typist = userEvent.setup();
  await typist.type(nameField(), 'Maybank');
  await typist.type(swiftField(), 'MBBEMYKL');
  await typist.click(screen.getByRole('button', { name: 'Create' }));

  expect(
    await screen.findByText('A bank with this name already exists'),
  ).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The bank could not be saved.',
  );
  await waitFor(() => expect(nameField()).toHaveFocus());
  expect(nameField()).toHaveValue('Maybank');
  expect(swiftField()).toHaveValue('MBBEMYKL');
});

test('a rejected save changes nothing on screen but the error: pessimistic, no optimistic value to roll back', async () => {
  let patches = 0;
  server.use(
    http.get(`${API}/admin/banks/1`, () => HttpResponse.json({ data: bank })),
    http.patch(`${API}/admin/banks/1`, () => {
      patches += 1;
      return HttpResponse.json(
        { statusCode: 422, message: 'SWIFT code is not valid', errors: {} },
        { status: 422 },
      );
    }),
  );
  renderWithRefine({ url: '/admin/banks/edit/1', user, routes });
  const typist = userEvent.setup();
  await waitFor(() => expect(nameField()).toHaveValue('CIMB'));
  await typist.clear(nameField());
  await typist.type(nameField(), 'CIMB Bank');
  await typist.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'SWIFT code is not valid',
  );
  expect(patches).toBe(1);
  expect(nameField()).toHaveValue('CIMB Bank');
  expect(screen.getByLabelText('current url')).toHaveTextContent(
    '/admin/banks/edit/1',
  );
});

test('Save clicked three times and Enter pressed twice while the first save runs sends exactly one POST', async () => {
  let posts = 0;
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.post(`${API}/admin/banks`, async () => {
      posts += 1;
      await answered;
      return HttpResponse.json(
        { statusCode: 422, message: 'Rejected', errors: {} },
        { status: 422 },
      );
    }),
  );
  renderWithRefine({ url: '/admin/banks/create', user, routes });
  const typist = userEvent.setup();
  await typist.type(nameField(), 'RHB');
  await typist.type(swiftField(), 'RHBBMYKL');
  await typist.tripleClick(screen.getByRole('button', { name: 'Create' }));
  await typist.type(swiftField(), '{Enter}{Enter}');
  await waitFor(() => expect(posts).toBe(1));
  expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  answer();

  expect(await screen.findByRole('alert')).toHaveTextContent('Rejected');
  expect(posts).toBe(1);
});

test('leaving a dirty form asks first; Keep editing keeps the values, Leave goes', async () => {
  server.use(
    http.get(`${API}/admin/banks/1`, () => HttpResponse.json({ data: bank })),
  );
  renderWithRefine({ url: '/admin/banks/edit/1', user, routes });
  const typist = userEvent.setup();
  await waitFor(() => expect(nameField()).toHaveValue('CIMB'));
  await typist.type(nameField(), ' Islamic');

  await typist.click(screen.getByRole('link', { name: 'All banks' }));
  expect(
    await screen.findByRole('dialog', { name: 'Leave without saving?' }),
  ).toBeVisible();
  await typist.click(screen.getByRole('button', { name: 'Keep editing' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(nameField()).toHaveValue('CIMB Islamic');
  expect(screen.getByLabelText('current url')).toHaveTextContent(
    '/admin/banks/edit/1',
  );

  await typist.click(screen.getByRole('link', { name: 'All banks' }));
  await typist.click(await screen.findByRole('button', { name: 'Leave' }));
  expect(
    await screen.findByRole('heading', { name: 'Banks list' }),
  ).toBeVisible();
  expect(
    sessionStorage.getItem(draftKey(user.id, '/admin/banks/edit/1')),
  ).toBeNull();
});

test('a clean form leaves without a question', async () => {
  server.use(
    http.get(`${API}/admin/banks/1`, () => HttpResponse.json({ data: bank })),
  );
  renderWithRefine({ url: '/admin/banks/edit/1', user, routes });
  await waitFor(() => expect(nameField()).toHaveValue('CIMB'));
  await userEvent
    .setup()
    .click(screen.getByRole('link', { name: 'All banks' }));
  expect(
    await screen.findByRole('heading', { name: 'Banks list' }),
  ).toBeVisible();
});

test('a draft left on this route is offered and restores what was typed over the record', async () => {
  server.use(
    http.get(`${API}/admin/banks/1`, () => HttpResponse.json({ data: bank })),
  );
  writeDraft(
    draftKey(user.id, '/admin/banks/edit/1'),
    { ...bank, name: 'CIMB Islamic', swiftCode: 'CTBBMYKL' },
    new Date('2026-11-21T02:30:00.000Z'),
  );
  renderWithRefine({ url: '/admin/banks/edit/1', user, routes });
  const typist = userEvent.setup();
  await waitFor(() => expect(nameField()).toHaveValue('CIMB'));
  expect(
    await screen.findByText(/unsaved changes to this form/i),
  ).toBeVisible();

  await typist.click(screen.getByRole('button', { name: 'Restore' }));
  expect(nameField()).toHaveValue('CIMB Islamic');
  expect(swiftField()).toHaveValue('CTBBMYKL');
  expect(screen.queryByText(/unsaved changes to this form/i)).toBeNull();
});

test("another user's draft on the same route is not offered", async () => {
  server.use(
    http.get(`${API}/admin/banks/1`, () => HttpResponse.json({ data: bank })),
  );
  writeDraft(draftKey(99, '/admin/banks/edit/1'), { name: 'Not yours' });
  renderWithRefine({ url: '/admin/banks/edit/1', user, routes });
  await waitFor(() => expect(nameField()).toHaveValue('CIMB'));
  expect(screen.queryByText(/unsaved changes to this form/i)).toBeNull();
});

test('an edit form shows money in ringgit and saving it untouched sends the same sen back', async () => {
  const menu = {
    id: 12,
    outletId: 3,
    categoryId: 4,
    name: 'Nasi lemak ayam',
    sku: null,
    description: null,
    price: 864,
    imageUrl: null,
    isAvailable: true,
    isRecommended: false,
    isSpicy: true,
    isVegetarian: false,
    preparationMinutes: 10,
  };
  const bodies: unknown[] = [];
  const emptyList = () =>
    HttpResponse.json({ data: [], meta: { total: 0, page: 1, perPage: 20 } });
  server.use(
    http.get(`${API}/admin/menus/12`, () => HttpResponse.json({ data: menu })),
    http.get(`${API}/admin/merchant-outlets`, emptyList),
    http.get(`${API}/admin/menu-categories`, emptyList),
    http.get(`${API}/admin/merchant-outlets/3`, () =>
      HttpResponse.json({ data: { id: 3, name: 'Pelita Bangsar' } }),
    ),
    http.get(`${API}/admin/menu-categories/4`, () =>
      HttpResponse.json({ data: { id: 4, name: 'Rice' } }),
    ),
    http.patch(`${API}/admin/menus/12`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: menu });
    }),
  );
  renderWithRefine({
    url: '/admin/menus/edit/12',
    user,
    routes: (
      <Route
        path="/admin/menus/edit/:id"
        element={<ResourceFormPage resourceKey="menus" mode="edit" />}
      />
    ),
  });
  const price = await screen.findByRole('spinbutton', { name: /price/i });
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^name/i })).toHaveValue(
      'Nasi lemak ayam',
    ),
  );
  await waitFor(() => expect(price).toHaveValue(8.64));
  await userEvent
    .setup()
    .click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(bodies).toHaveLength(1));
  expect(bodies[0]).toMatchObject({ price: 864, name: 'Nasi lemak ayam' });
});

test('a save over someone else’s newer version shows what they changed, keeps what was typed, and saves mine on request', async () => {
  const bodies: Record<string, unknown>[] = [];
  const theirs = {
    ...bank,
    version: 2,
    swiftCode: 'CIBBMYKLXXX',
    updatedAt: '2026-11-24T02:00:00.000Z',
  };
  server.use(
    http.get(`${API}/admin/banks/1`, () =>
      HttpResponse.json({ data: { ...bank, version: 1 } }),
    ),
    http.patch(`${API}/admin/banks/1`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.version === 1)
        return HttpResponse.json(
          {
            statusCode: 409,
            message: 'Someone else changed this bank after you opened it',
            current: theirs,
          },
          { status: 409 },
        );
      return HttpResponse.json({ data: { ...theirs, ...body, version: 3 } });
    }),
  );
  renderWithRefine({ url: '/admin/banks/edit/1', user, routes });
  const typist = userEvent.setup();
  await waitFor(() => expect(nameField()).toHaveValue('CIMB'));
  await typist.clear(nameField());
  await typist.type(nameField(), 'CIMB Bank Berhad');
  await typist.click(screen.getByRole('button', { name: 'Save changes' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Someone else saved this bank while you were editing',
  );
  expect(alert).toHaveTextContent('They changed SWIFT code');
  expect(nameField()).toHaveValue('CIMB Bank Berhad');
  await waitFor(() => expect(swiftField()).toHaveValue('CIBBMYKLXXX'));

  await typist.click(screen.getByRole('button', { name: 'Save mine' }));
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(bodies[1]).toMatchObject({
    name: 'CIMB Bank Berhad',
    swiftCode: 'CIBBMYKLXXX',
    version: 2,
  });
});

test('when both changed the same field, their value is shown and Discard mine takes theirs', async () => {
  server.use(
    http.get(`${API}/admin/banks/1`, () =>
      HttpResponse.json({ data: { ...bank, version: 4 } }),
    ),
    http.patch(`${API}/admin/banks/1`, () =>
      HttpResponse.json(
        {
          statusCode: 409,
          message: 'Someone else changed this bank after you opened it',
          current: { ...bank, name: 'CIMB Islamic', version: 5 },
        },
        { status: 409 },
      ),
    ),
  );
  renderWithRefine({ url: '/admin/banks/edit/1', user, routes });
  const typist = userEvent.setup();
  await waitFor(() => expect(nameField()).toHaveValue('CIMB'));
  await typist.clear(nameField());
  await typist.type(nameField(), 'CIMB Group');
  await typist.click(screen.getByRole('button', { name: 'Save changes' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('You both changed');
  expect(alert).toHaveTextContent('Name: theirs is CIMB Islamic');
  expect(nameField()).toHaveValue('CIMB Group');
  await typist.click(
    screen.getByRole('button', { name: 'Discard mine, keep theirs' }),
  );
  await waitFor(() => expect(nameField()).toHaveValue('CIMB Islamic'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
