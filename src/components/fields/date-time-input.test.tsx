import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, test, vi } from 'vitest';
import type { FieldSpec } from '../../registry/define-resource';
import { FieldInput } from './field-input';
import { formResolver } from './form-resolver';

function Harness({
  field,
  value,
  onSave,
}: {
  field: FieldSpec;
  value: string;
  onSave: (values: Record<string, unknown>) => void;
}) {
  const { control, handleSubmit } = useForm<Record<string, unknown>>({
    defaultValues: { when: value },
    resolver: formResolver({ fields: { when: field } }, ['when']),
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <FieldInput name="when" field={field} control={control} />
      <button type="submit">Save</button>
    </form>
  );
}

test('a date-time field shows the marketplace wall clock in the picker and saves it as that instant', async () => {
  const onSave = vi.fn();
  render(
    <Harness
      field={{ kind: 'datetime', label: 'Starts', required: true }}
      value="2026-11-21T09:30"
      onSave={onSave}
    />,
  );
  expect(screen.getByRole('group', { name: 'Starts' })).toHaveTextContent(
    '21/11/2026 09:30',
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith(
    // 09:30 in Kuala Lumpur, whatever zone the test machine is in.
    { when: '2026-11-21T01:30:00.000Z' },
    expect.anything(),
  );
});

test('an empty required date is refused with the field’s message', async () => {
  const onSave = vi.fn();
  render(
    <Harness
      field={{ kind: 'date', label: 'First day', required: true }}
      value=""
      onSave={onSave}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('First day is required')).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
});

const windowFields = {
  startsAt: { kind: 'datetime', label: 'Starts' },
  endsAt: { kind: 'datetime', label: 'Ends', notBefore: 'startsAt' },
} as const;

function WindowHarness({ onSave }: { onSave: () => void }) {
  const { control, handleSubmit } = useForm<Record<string, unknown>>({
    defaultValues: { startsAt: '2026-12-10T00:00', endsAt: '2026-12-01T00:00' },
    resolver: formResolver({ fields: windowFields }, ['startsAt', 'endsAt']),
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <FieldInput
        name="startsAt"
        field={windowFields.startsAt}
        control={control}
      />
      <FieldInput name="endsAt" field={windowFields.endsAt} control={control} />
      <button type="submit">Save</button>
    </form>
  );
}

test('an end before its start is refused under the end', async () => {
  const onSave = vi.fn();
  render(<WindowHarness onSave={onSave} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Ends must not be before Starts'),
  ).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();
});
