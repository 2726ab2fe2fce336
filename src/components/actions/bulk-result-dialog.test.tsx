import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { BulkResultDialog } from './bulk-result-dialog';

test('rows an approval policy held are counted as waiting, not lost between done and failed', () => {
  render(
    <BulkResultDialog
      title="Cancel and refund: result"
      report={{
        succeeded: [1],
        failed: [{ id: 2, message: 'This order is Cancelled' }],
        held: [{ id: 3, requestId: 9 }],
        warnings: [
          {
            id: 3,
            warnings: [{ code: 'w', label: 'Check', message: 'Big refund' }],
          },
        ],
      }}
      onClose={() => undefined}
    />,
  );
  const dialog = screen.getByRole('dialog', {
    name: 'Cancel and refund: result',
  });
  expect(within(dialog).getByText(/succeeded/)).toHaveTextContent(
    /^1 succeeded, 1 failed, 1 waiting for approval$/,
  );
  expect(
    within(dialog).getByRole('list', { name: 'Records with warnings' }),
  ).toHaveTextContent('#3 – waiting for approval');
});
