import { expect, test } from 'vitest';
import { resources } from '../../../resources.config';
import { createRegistry } from '../../registry/create-registry';
import { recordLabel } from '../../registry/record-label';
import {
  actionDoneMessage,
  confirmLabelOf,
  dismissLabelOf,
} from './action-texts';

const registry = createRegistry(resources);
const everyAction = registry.resources.flatMap((resource) =>
  Object.entries(resource.actions ?? {}).map(([key, action]) => ({
    name: `${resource.name}.${key}`,
    action,
    label: recordLabel(resource, registry),
  })),
);

test.each(everyAction)(
  '$name: the confirm button names what it does to what, unlike the other button',
  ({ action, label }) => {
    const confirm = confirmLabelOf(action, label);
    expect(confirm).toContain(' ');
    expect(confirm).not.toBe(dismissLabelOf(label));
  },
);

test('copy that reads as a sentence, for a state change and for a command', () => {
  const order = registry.byName('orders');
  const cancel = order?.actions?.cancel;
  const receipt = order?.actions?.['send-e-receipt'];
  if (!order || !cancel || !receipt) throw new Error('orders changed');
  expect(confirmLabelOf(cancel, order.label)).toBe('Cancel order');
  expect(dismissLabelOf(order.label)).toBe('Keep order');
  expect(actionDoneMessage(cancel, order.label, 'ORD0000042')).toBe(
    'Order ORD0000042 is now cancelled',
  );
  expect(confirmLabelOf(receipt, order.label)).toBe('Send e-receipt');
  expect(actionDoneMessage(receipt, order.label, 'ORD0000042')).toBe(
    'Send e-receipt done for order ORD0000042',
  );
});

test('the toast names the state the record reached, where the action may end elsewhere than its target', () => {
  const requests = registry.byName('approval-requests');
  const approve = requests?.actions?.approve;
  if (!requests || !approve) throw new Error('approval requests changed');
  // An approval whose held call could not run ends Failed, not Approved.
  expect(actionDoneMessage(approve, requests.label, '#7', 'FAILED')).toBe(
    'Approval request #7 is now failed',
  );
  expect(actionDoneMessage(approve, requests.label, '#7', 'APPROVED')).toBe(
    'Approval request #7 is now approved',
  );
  // A command leaves the state where it was: it is done, not "now completed".
  const orders = registry.byName('orders');
  const receipt = orders?.actions?.['send-e-receipt'];
  if (!orders || !receipt) throw new Error('orders changed');
  expect(
    actionDoneMessage(receipt, orders.label, 'ORD0000042', 'COMPLETED'),
  ).toBe('Send e-receipt done for order ORD0000042');
});
