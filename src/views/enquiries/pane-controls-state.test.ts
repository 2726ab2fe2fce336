import { expect, test } from 'vitest';
import { paneControlsState } from './pane-controls-state';

const all = () => true;
const readOnly = () => false;

test('an open enquiry offers its moves to someone who may make them', () => {
  const state = paneControlsState({ status: 'OPEN' }, all);
  expect(state.transitions.map((choice) => choice.action.to)).toEqual([
    'IN_PROGRESS',
    'RESOLVED',
    'CLOSED',
  ]);
  expect(state).toMatchObject({
    canAssign: true,
    canResolve: true,
    missing: [],
  });
});

test('without the permissions every control is off, and each says which key it needs', () => {
  const state = paneControlsState({ status: 'IN_PROGRESS' }, readOnly);
  expect(state.canAssign).toBe(false);
  expect(state.canResolve).toBe(false);
  expect(state.missing).toEqual([
    { does: 'assign', key: 'enquiries.update' },
    { does: 'resolve', key: 'enquiries.resolve' },
    { does: 'close', key: 'enquiries.close' },
  ]);
});

test('a resolved enquiry keeps its assignee and can only be closed', () => {
  const state = paneControlsState({ status: 'RESOLVED' }, all);
  expect(state.transitions.map((choice) => choice.key)).toEqual(['close']);
  expect(state.canAssign).toBe(false);
  expect(state.canResolve).toBe(false);
});
