import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderDialog } from '../../../../tests/helpers/render-dialog';
import { PropertyFilters, type FiltersValue } from './PropertyFilters';

const NO_FILTERS: FiltersValue = {
  q: '',
  status: undefined,
  property_type: undefined,
  sort_by: 'updated_at',
  sort_order: 'desc',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PropertyFilters', () => {
  it('a filter chosen while a search waits takes it along, as one change', async () => {
    const onChange = vi.fn();
    await renderDialog(<PropertyFilters value={NO_FILTERS} historyMoves={0} onChange={onChange} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Buscar imóveis'), 'Apart ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por status' }), 'Sincronizado');

    expect(onChange.mock.calls).toEqual([[{ q: 'Apart', status: 'synced' }, { refines: false }]]);
    // The box no longer sends it on its own once its pause is over.
    await pause(400);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Buscar imóveis')).toHaveValue('Apart ');
  });

  it('a sort chosen while a search waits takes it along; with none waiting, a filter goes alone', async () => {
    const onChange = vi.fn();
    await renderDialog(<PropertyFilters value={NO_FILTERS} historyMoves={0} onChange={onChange} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Buscar imóveis'), 'Centro');
    await user.click(screen.getByTestId('sort-menu'));
    await user.click(await screen.findByRole('menuitem', { name: /Preço de venda/, hidden: true }));
    expect(onChange.mock.calls).toEqual([
      [{ q: 'Centro', sort_by: 'price', sort_order: 'desc' }, { refines: false }],
    ]);

    await user.type(screen.getByLabelText('Buscar imóveis'), 'x');
    await pause(400);
    expect(onChange.mock.calls[1]).toEqual([{ q: 'Centrox' }, { refines: false }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por tipo de imóvel' }), 'Casa');
    expect(onChange.mock.calls[2]).toEqual([{ property_type: 'HOUSE' }, { refines: false }]);
  });
});
