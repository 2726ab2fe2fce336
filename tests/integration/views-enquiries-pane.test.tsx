import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import { expect, test, vi } from 'vitest';
import EnquiriesInbox from '../../src/views/enquiries/enquiries-inbox';
import { buildUser } from '../factories/build-user';
import { API } from '../msw/handlers';
import { listAnswer, recordAnswer } from '../msw/list-answer';
import { server } from '../msw/server';
import { renderWithRefine } from './support/render-with-refine';

const enquiry = (id: number, subject: string) => ({
  id,
  code: `ENQ00000${id}`,
  userId: 30 + id,
  subject,
  category: 'ORDER',
  message: `${subject}, please help.`,
  status: 'OPEN',
  mailbox: 'INBOX',
  assignedTo: null,
  labelIds: [],
  lastMessageAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T09:00:00.000Z',
  version: 3,
});
const rows = [enquiry(1, 'Food arrived cold'), enquiry(2, 'Charged twice')];
const titles = { userId: { '31': 'Siti Aminah', '32': 'Ravi Kumar' } };

/** The desk's API for two open enquiries; what the pane sends is kept for the test. */
function serveDesk() {
  const sent: { url: string; ifMatch: string | null; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    sent.push({
      url: new URL(request.url).pathname.replace(API, ''),
      ifMatch: request.headers.get('if-match'),
      body: await request.json(),
    });
    return recordAnswer({ ...rows[0], version: 4 });
  };
  server.use(
    http.get(`${API}/admin/enquiries/folders`, () =>
      HttpResponse.json({
        data: {
          inbox: { total: 2, unread: 0 },
          mine: { total: 0, unread: 0 },
          resolved: { total: 0, unread: 0 },
          spam: { total: 0, unread: 0 },
        },
      }),
    ),
    http.get(`${API}/admin/enquiries/contacts`, () =>
      HttpResponse.json({ data: [] }),
    ),
    http.get(`${API}/admin/enquiries/assignees`, () =>
      HttpResponse.json({
        data: [
          { id: 9, name: 'Aisyah Rahman' },
          { id: 12, name: 'Mei Ling' },
        ],
      }),
    ),
    http.get(`${API}/admin/enquiries`, () => listAnswer(rows, { titles })),
    http.get(`${API}/admin/enquiries/:id`, ({ params }) =>
      recordAnswer(
        rows.find((row) => String(row.id) === params.id),
        titles,
      ),
    ),
    http.get(`${API}/admin/enquiry-reads`, () =>
      listAnswer([
        { id: 1, enquiryId: 1, userId: 9 },
        { id: 2, enquiryId: 2, userId: 9 },
      ]),
    ),
    http.get(`${API}/admin/enquiry-labels`, () => listAnswer([])),
    http.get(`${API}/admin/enquiry-messages`, () => listAnswer([])),
    http.get(`${API}/admin/canned-replies`, () => listAnswer([])),
    http.post(`${API}/admin/enquiries/:id/assign`, keep),
    http.post(`${API}/admin/enquiries/:id/messages`, keep),
  );
  return { sent };
}

const routes = <Route path="/admin/enquiries" element={<EnquiriesInbox />} />;
const url = () => screen.getByLabelText('current url').textContent;

/** The inbox with the first enquiry open, once its pane has loaded. */
async function openFirst(user = buildUser({ id: 9, userType: 'STAFF' })) {
  renderWithRefine({ url: '/admin/enquiries?open=1', user, routes });
  const pane = await screen.findByRole('article', { name: 'Enquiry' });
  await within(pane).findByRole('heading', { name: 'Food arrived cold' });
  return pane;
}

test('j typed in the search box is text; outside a field it opens the next conversation', async () => {
  serveDesk();
  const pane = await openFirst();
  const user = userEvent.setup();

  const search = screen.getByRole('searchbox', { name: 'Search enquiries' });
  await user.type(search, 'j');
  expect(search).toHaveValue('j');
  expect(url()).toContain('open=1');

  await user.click(within(pane).getByRole('heading'));
  await user.keyboard('j');
  expect(url()).toContain('open=2');
});

test('e and a typed in the reply are text: nothing opens', async () => {
  serveDesk();
  const pane = await openFirst();
  const user = userEvent.setup();
  const reply = within(pane).getByRole('textbox', {
    name: 'Reply to the customer',
  });
  await user.type(reply, 'ea');
  expect(reply).toHaveValue('ea');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('menu')).toBeNull();
});

test('outside a field, j and k move between conversations', async () => {
  serveDesk();
  const pane = await openFirst();
  const user = userEvent.setup();
  await user.click(within(pane).getByRole('heading'));

  await user.keyboard('j');
  expect(url()).toContain('open=2');
  expect(
    await screen.findByRole('heading', { name: 'Charged twice' }),
  ).toBeVisible();
  await user.keyboard('k');
  expect(url()).toContain('open=1');
  await screen.findByRole('heading', { name: 'Food arrived cold' });
});

test('outside a field, ? lists the shortcuts and r goes to the reply', async () => {
  serveDesk();
  const pane = await openFirst();
  const user = userEvent.setup();
  await user.click(within(pane).getByRole('heading'));

  await user.keyboard('?');
  const help = await screen.findByRole('dialog', {
    name: 'Keyboard shortcuts',
  });
  for (const does of [
    'Open the next conversation',
    'Write a reply',
    'Resolve the enquiry',
    'Assign the enquiry',
    'Change the status',
    'Send the reply',
  ])
    expect(help).toHaveTextContent(does);
  await user.click(within(help).getByRole('button', { name: 'Close' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await user.keyboard('r');
  expect(
    screen.getByRole('textbox', { name: 'Reply to the customer' }),
  ).toHaveFocus();
});

test('s, a and e open the status, assignee and resolve controls; an assignment carries the version read', async () => {
  const { sent } = serveDesk();
  const pane = await openFirst();
  const user = userEvent.setup();
  await user.click(within(pane).getByRole('heading'));

  await user.keyboard('s');
  const moves = await screen.findByRole('menu');
  expect(
    within(moves)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['In progressStart working', 'ResolvedResolve', 'ClosedClose']);
  await user.keyboard('{Escape}');

  await user.keyboard('e');
  const resolve = await screen.findByRole('dialog', {
    name: 'Resolve enquiry ENQ000001?',
  });
  await user.click(
    within(resolve).getByRole('button', { name: 'Keep enquiry' }),
  );

  await user.keyboard('a');
  await user.click(await screen.findByRole('menuitem', { name: 'Mei Ling' }));
  await screen.findByText('Enquiry ENQ000001 is now assigned to Mei Ling');
  expect(sent).toEqual([
    {
      url: '/admin/enquiries/1/assign',
      ifMatch: '"3"',
      body: { assignedTo: 12 },
    },
  ]);
});

test('Ctrl+Enter sends the reply from the reply box', async () => {
  const { sent } = serveDesk();
  const pane = await openFirst();
  const user = userEvent.setup();
  const reply = within(pane).getByRole('textbox', {
    name: 'Reply to the customer',
  });
  await user.type(reply, 'On it.');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await vi.waitFor(() => expect(reply).toHaveValue(''));
  expect(sent).toEqual([
    {
      url: '/admin/enquiries/1/messages',
      ifMatch: null,
      body: { body: 'On it.', attachments: [], files: [] },
    },
  ]);
});

test('without the permissions the controls are off and say which key to ask for', async () => {
  serveDesk();
  const pane = await openFirst(
    buildUser({
      id: 9,
      userType: 'STAFF',
      permissions: ['enquiries.read', 'enquiry-messages.read'],
    }),
  );
  const controls = within(pane).getByRole('toolbar', {
    name: 'Enquiry controls',
  });
  for (const name of [/^Status: Open/, /^Unassigned/, /^Resolve$/])
    expect(within(controls).getByRole('button', { name })).toBeDisabled();
  expect(pane).toHaveTextContent(
    'Your role may not assign (enquiries.update), start working (enquiries.start), resolve (enquiries.resolve) or close (enquiries.close) enquiries; an admin can grant it.',
  );
  const user = userEvent.setup();
  await user.click(within(pane).getByRole('heading'));
  await user.keyboard('a');
  await user.keyboard('e');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a message shows an uploaded file by name and size beside a pasted link', async () => {
  serveDesk();
  server.use(
    http.get(`${API}/admin/enquiry-messages`, () =>
      listAnswer([
        {
          id: 5,
          enquiryId: 1,
          authorType: 'STAFF',
          authorId: 9,
          body: 'Your receipt and the policy.',
          attachments: [
            'https://files.zfood.my/policy.pdf',
            {
              attachmentId: 12,
              fileName: 'receipt.png',
              contentType: 'image/png',
              sizeBytes: 12_700,
            },
          ],
          createdAt: '2026-05-01T11:00:00.000Z',
        },
      ]),
    ),
  );
  const pane = await openFirst();
  const attachments = await within(pane).findByRole('list', {
    name: 'Attachments',
  });
  expect(within(attachments).getByRole('link')).toHaveAttribute(
    'href',
    'https://files.zfood.my/policy.pdf',
  );
  expect(
    within(attachments).getByRole('button', { name: 'receipt.png, 12.4 KB' }),
  ).toBeVisible();
});
