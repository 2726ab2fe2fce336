import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test, vi } from 'vitest';
import EnquiriesInbox from '../../src/views/enquiries/enquiries-inbox';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const enquiry = (id: number, subject: string, labelIds: number[] = []) => ({
  id,
  code: `ENQ00000${id}`,
  userId: 30 + id,
  subject,
  status: 'OPEN',
  mailbox: 'INBOX',
  labelIds,
  lastMessageAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T09:00:00.000Z',
  version: 1,
});

/** The desk's API for one inbox page of two enquiries, the first read by the caller. */
function serveInbox() {
  const listed: URL[] = [];
  const bulkBodies: unknown[] = [];
  server.use(
    http.get(`${API}/admin/enquiries`, ({ request }) => {
      listed.push(new URL(request.url));
      return listAnswer(
        [enquiry(1, 'Food arrived cold', [7]), enquiry(2, 'Charged twice')],
        { titles: { userId: { '31': 'Siti Aminah', '32': 'Ravi Kumar' } } },
      );
    }),
    http.get(`${API}/admin/enquiry-reads`, () =>
      listAnswer([{ id: 90, enquiryId: 1, userId: 9 }]),
    ),
    http.get(`${API}/admin/enquiry-labels`, () =>
      listAnswer([{ id: 7, name: 'Urgent', color: '#B71C1C' }]),
    ),
    http.get(`${API}/admin/enquiries/folders`, () =>
      HttpResponse.json({
        data: {
          inbox: { total: 2, unread: 1 },
          mine: { total: 0, unread: 0 },
          resolved: { total: 5, unread: 0 },
          spam: { total: 1, unread: 1 },
        },
      }),
    ),
    http.get(`${API}/admin/enquiries/contacts`, () =>
      HttpResponse.json({ data: [] }),
    ),
    http.post(`${API}/admin/enquiries/bulk-assign`, async ({ request }) => {
      bulkBodies.push(await request.json());
      return HttpResponse.json({
        data: {
          succeeded: [1],
          failed: [
            {
              id: 2,
              message:
                'This enquiry is Resolved; only open enquiries are assigned',
            },
          ],
        },
      });
    }),
  );
  return { listed, bulkBodies };
}

const routes = <Route path="/admin/enquiries" element={<EnquiriesInbox />} />;

test('the inbox lists a folder with its counts and unread rows, and a bulk assign reports the row that failed', async () => {
  const { listed, bulkBodies } = serveInbox();
  renderWithRefine({
    url: '/admin/enquiries',
    user: buildUser({ id: 9, userType: 'STAFF' }),
    routes,
  });
  const list = await screen.findByRole('list', { name: 'Enquiries' });
  const rows = await within(list).findAllByRole('listitem');
  expect(rows).toHaveLength(2);
  // The folder's filters and the newest conversation first.
  const query = listed[0]?.searchParams;
  expect(query?.get('search[mailbox]')).toBe('INBOX');
  expect(query?.get('search[status][in]')).toBe('OPEN,IN_PROGRESS');
  expect(query?.get('sort')).toBe('-lastMessageAt');

  const mailbox = screen.getByRole('navigation', { name: 'Mailbox' });
  expect(
    await within(mailbox).findByTestId('folder-total-resolved'),
  ).toHaveTextContent('5');
  // Each folder says what its figures count; inbox and spam each hold one
  // the caller has not read.
  expect(
    within(mailbox).getByRole('button', {
      name: 'Inbox, 2 conversations, 1 unread',
    }),
  ).toBeVisible();
  expect(
    within(mailbox).getByRole('button', {
      name: 'Spam, 1 conversation, 1 unread',
    }),
  ).toBeVisible();
  expect(mailbox).toHaveTextContent(
    'Each folder shows how many conversations it holds; the badge beside it, how many of them you have not read.',
  );
  // Only the one the caller has not read is marked unread.
  await vi.waitFor(() =>
    expect(within(rows[1]!).getByText('(unread)')).toBeInTheDocument(),
  );
  expect(within(rows[0]!).queryByText('(unread)')).toBeNull();
  expect(within(rows[0]!).getByText('Urgent')).toBeVisible();

  const user = userEvent.setup();
  await user.click(
    screen.getByRole('checkbox', { name: 'Select all listed enquiries' }),
  );
  const selection = screen.getByRole('toolbar', { name: 'Selection' });
  expect(selection).toHaveTextContent('2 selected');
  await user.click(within(selection).getByRole('button', { name: 'Assign' }));
  await user.click(await screen.findByRole('menuitem', { name: 'To me' }));

  const report = await screen.findByRole('dialog', {
    name: 'Assign to me: result',
  });
  expect(report).toHaveTextContent('1 succeeded, 1 failed');
  expect(
    within(report).getByRole('list', { name: 'Failed records' }),
  ).toHaveTextContent(/#2.*only open enquiries are assigned/);
  expect(bulkBodies).toEqual([{ ids: [1, 2], assignedTo: 9 }]);
  await user.click(within(report).getByRole('button', { name: 'Close' }));
  // The failed one stays selected.
  expect(selection).toHaveTextContent('1 selected');

  // Resolving the selection asks about it by count, and each button says what it does.
  await user.click(
    await within(selection).findByRole('button', { name: 'Resolve' }),
  );
  const confirm = await screen.findByRole('dialog', {
    name: 'Resolve 1 enquiry?',
  });
  expect(
    within(confirm)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Keep enquiry', 'Resolve 1 enquiry']);
});
