import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route } from 'react-router';
import { expect, test } from 'vitest';
import { Conversation } from '../../src/views/enquiries/conversation';
import ResourceShowPage from '../../src/views/generic/resource-show-page';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

/** What a bad row may hold: a malformed escape (decoding it throws) and a script. */
const malformed = 'https://x/%zz';
const script = 'javascript:alert(1)';
const user = buildUser({ id: 9, userType: 'ADMIN' });

test('attachments that are no safe link show as text, and the rest of the conversation renders', async () => {
  server.use(
    http.get(`${API}/admin/enquiry-messages`, () =>
      listAnswer([
        {
          id: 1,
          enquiryId: 4,
          authorType: 'CUSTOMER',
          body: 'Here is the receipt',
          attachments: [
            malformed,
            script,
            'https://cdn.zfood.my/files/receipt%20May.pdf',
          ],
          createdAt: '2026-05-01T10:00:00.000Z',
        },
        {
          id: 2,
          enquiryId: 4,
          authorType: 'STAFF',
          authorId: 9,
          body: 'Thank you, refunded.',
          attachments: [],
          createdAt: '2026-05-01T11:00:00.000Z',
        },
      ]),
    ),
    http.get(`${API}/admin/canned-replies`, () => listAnswer([])),
  );
  renderWithRefine({
    url: '/admin/enquiries',
    user,
    routes: (
      <Route
        path="/admin/enquiries"
        element={
          <Conversation
            enquiry={{
              id: 4,
              status: 'OPEN',
              message: 'Charged twice',
              createdAt: '2026-05-01T09:00:00.000Z',
            }}
            customerName="Siti Aminah"
          />
        }
      />
    ),
  });
  const attachments = await screen.findByRole('list', { name: 'Attachments' });
  const links = within(attachments).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://cdn.zfood.my/files/receipt%20May.pdf',
  ]);
  expect(links[0]).toHaveTextContent('receipt May.pdf');
  expect(within(attachments).getByText(malformed)).toBeVisible();
  expect(within(attachments).getByText(script)).toBeVisible();
  expect(screen.getByText('Thank you, refunded.')).toBeVisible();
  expect(screen.getByRole('form', { name: 'Reply' })).toBeVisible();
});

test('a url field holding a malformed address shows it as text on the show page, beside the other fields', async () => {
  server.use(
    http.get(`${API}/admin/enquiry-attachments/7`, () =>
      recordAnswer(
        {
          id: 7,
          enquiryId: 4,
          fileName: 'receipt.pdf',
          url: malformed,
          contentType: 'application/pdf',
          sizeBytes: 2048,
        },
        { enquiryId: { '4': 'ENQ000004' } },
      ),
    ),
    http.get(`${API}/admin/audit-logs`, () => listAnswer([])),
  );
  renderWithRefine({
    url: '/admin/enquiry-attachments/show/7',
    user,
    routes: (
      <Route
        path="/admin/enquiry-attachments/show/:id"
        element={<ResourceShowPage resourceKey="enquiry-attachments" />}
      />
    ),
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: /receipt\.pdf/ }),
  ).toBeVisible();
  expect(screen.getByText(malformed)).toBeVisible();
  expect(screen.queryByRole('link', { name: malformed })).toBeNull();
  expect(screen.getByText('application/pdf')).toBeVisible();
  expect(screen.getByRole('link', { name: 'ENQ000004' })).toBeVisible();
});
