import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderDialog } from '../../../tests/helpers/render-dialog';
import { SelectField } from './SelectField';

interface Values {
  state: string | null;
}

const STATES = ['MG', 'RJ', 'SC', 'SE', 'SP'];

/** A form with one searchable select and a save that hands over what the form would send. */
function Form({ onSave }: { onSave: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { state: null } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <SelectField control={control} name="state" label="Estado (UF)" data={STATES} searchable clearable />
      <Button type="submit">Salvar</Button>
    </form>
  );
}

describe('SelectField (searchable)', () => {
  it.each([
    ['SP', 'SP'],
    ['sp', 'SP'],
  ])("keeps an option typed in full and left with Tab ('%s' → %s)", async (typed, kept) => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    await renderDialog(<Form onSave={onSave} />);
    await user.type(screen.getByRole('combobox', { name: 'Estado (UF)' }), typed);
    await user.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Estado (UF)' })).toHaveValue(kept));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ state: kept }, expect.anything()));
  });

  it('does not guess from a part of an option', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    await renderDialog(<Form onSave={onSave} />);
    await user.type(screen.getByRole('combobox', { name: 'Estado (UF)' }), 'S');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ state: null }, expect.anything()));
  });
});
