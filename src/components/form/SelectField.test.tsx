import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderDialog } from '../../../tests/helpers/render-dialog';
import { UF_NAMES } from '@/lib/uf-names';
import { SelectField } from './SelectField';

interface Values {
  state: string | null;
}

const STATES = ['MG', 'RJ', 'SC', 'SE', 'SP'];

/** A form with one searchable select and a save that hands over what the form would send. */
function Form({ onSave, named = false }: { onSave: (values: Values) => void; named?: boolean }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { state: null } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <SelectField
        control={control}
        name="state"
        label="Estado (UF)"
        data={STATES}
        optionNames={named ? UF_NAMES : undefined}
        searchable
        clearable
      />
      <Button type="submit">Salvar</Button>
    </form>
  );
}

describe('SelectField (searchable)', () => {
  it.each([
    ['SP', 'SP', false],
    ['sp', 'SP', false],
    ['sao paulo', 'SP', true],
    ['Minas Gerais', 'MG', true],
  ])(
    "keeps an option typed in full and left with Tab ('%s' → %s, with names: %s)",
    async (typed, kept, named) => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      await renderDialog(<Form onSave={onSave} named={named} />);
      await user.type(screen.getByRole('combobox', { name: 'Estado (UF)' }), typed);
      await user.tab();
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Estado (UF)' })).toHaveValue(kept));
      await user.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledWith({ state: kept }, expect.anything()));
    },
  );

  it.each([
    ['S', false],
    ['Minas', true],
  ])("does not guess from a part of an option ('%s', with names: %s)", async (typed, named) => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    await renderDialog(<Form onSave={onSave} named={named} />);
    await user.type(screen.getByRole('combobox', { name: 'Estado (UF)' }), typed);
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ state: null }, expect.anything()));
  });

  it('with names, finds an option by its name, accents aside, and shows the name beside it', async () => {
    const user = userEvent.setup();
    await renderDialog(<Form onSave={vi.fn()} named />);
    await user.type(screen.getByRole('combobox', { name: 'Estado (UF)' }), 'rio');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['RJ Rio de Janeiro']);
    await user.clear(screen.getByRole('combobox', { name: 'Estado (UF)' }));
    await user.type(screen.getByRole('combobox', { name: 'Estado (UF)' }), 'sao');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['SP São Paulo']),
    );
  });
});
