import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDialog } from '../../../../tests/helpers/render-dialog';
import type { PendingSearch } from './ListSearchBox';
import { PropertyFilters, type FiltersValue } from './PropertyFilters';

const NO_FILTERS: FiltersValue = {
  q: '',
  status: undefined,
  property_type: undefined,
  sort_by: 'updated_at',
  sort_order: 'desc',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderFilters() {
  const onChange = vi.fn();
  const pending = createRef<PendingSearch>();
  await renderDialog(
    <PropertyFilters value={NO_FILTERS} historyMoves={0} onChange={onChange} pendingSearchRef={pending} />,
  );
  return { onChange, pending, user: userEvent.setup({ delay: null }) };
}

describe('PropertyFilters: the search still waiting to be sent', () => {
  it('is handed over once, trimmed, and the box then no longer sends it; its text stays as typed', async () => {
    const { onChange, pending, user } = await renderFilters();
    await user.type(screen.getByLabelText('Buscar imóveis'), 'Apart ');
    expect(pending.current!.take()).toBe('Apart');
    expect(pending.current!.take()).toBeUndefined();
    await pause(400);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Buscar imóveis')).toHaveValue('Apart ');
  });

  it('is none once the box has sent it after its pause', async () => {
    const { onChange, pending, user } = await renderFilters();
    await user.type(screen.getByLabelText('Buscar imóveis'), 'Centro');
    await pause(400);
    expect(onChange.mock.calls).toEqual([[{ q: 'Centro' }, { refines: false }]]);
    expect(pending.current!.take()).toBeUndefined();
  });
});
