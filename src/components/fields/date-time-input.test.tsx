import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, test, vi } from 'vitest';
import type { FieldSpec } from '../../registry/define-resource';
import { FieldInput } from './field-input';

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
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <FieldInput name="when" field={field} control={control} />
      <button type="submit">Save</button>
    </form>
  );
}

test('a date-time field shows the stored local time in the picker and gives it back untouched', async () => {
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
    { when: '2026-11-21T09:30' },
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

function WindowHarness({ onSave }: { onSave: () => void }) {
  const { control, handleSubmit } = useForm<Record<string, unknown>>({
    defaultValues: { startsAt: '2026-12-10T00:00', endsAt: '2026-12-01T00:00' },
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSave)(e)}>
      <FieldInput
        name="startsAt"
        field={{ kind: 'datetime', label: 'Starts' }}
        control={control}
      />
      <FieldInput
        name="endsAt"
        field={{ kind: 'datetime', label: 'Ends', notBefore: 'startsAt' }}
        control={control}
        notBeforeLabel="Starts"
      />
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
