import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db } from '@mocks/db';
import { arrangeHighlights } from '@mocks/highlight-fixture';
import { server } from '@mocks/node';
import { renderApp } from '../../../../tests/render';

configure({ asyncUtilTimeout: 10_000 });

const TENANT = 2; // gestor's agency
const arrange = (options: Parameters<typeof arrangeHighlights>[1]) => arrangeHighlights(TENANT, options);

/** Live (counted) own listings, as the contract's KPIs count them. */
const liveCount = () =>
  db.properties.all().filter((p) => p.tenant_id === TENANT && !p.archived && p.portal_active).length;

/** Every request of this test to the contract and to the bulk highlight call. */
function recordRequests() {
  const contract: string[] = [];
  const bodies: { property_ids: number[]; publication_type: string }[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/canalpro-contract')) contract.push(path);
    if (path === '/properties/bulk/update_publication_type') {
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
    }
  };
  server.events.on('request:start', onRequest);
  onTestFinished(() => server.events.removeListener('request:start', onRequest));
  return { contract, bodies };
}

const idOf = (card: HTMLElement) =>
  Number(
    /\/properties\/(\d+)\/view/.exec(
      within(card)
        .getByRole('link', { name: /^Visualizar / })
        .getAttribute('href')!,
    )![1],
  );

/** Selects the first `count` own cards (in list order) and opens the planner on `item`. */
async function openPlanner(count: number, item: string) {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getAllByTestId('property-card').length).toBeGreaterThan(count));
  const own = screen.getAllByTestId('property-card').filter((card) => !card.hasAttribute('data-shared'));
  const picked = own.slice(0, count);
  for (const card of picked) await user.click(within(card).getByRole('checkbox'));
  await user.click(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Destaque' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  const dialog = await screen.findByRole('dialog', {
    name: item === 'Remover destaque' ? item : 'Definir destaque',
  });
  return { user, dialog, ids: picked.map(idOf) };
}

describe('Highlight planner', { timeout: 60_000 }, () => {
  it('is asked for only when used: no contract request before the menu item', async () => {
    await arrange({ limits: { PREMIUM: 20 } });
    const requests = recordRequests();
    await renderApp('/properties');
    await screen.findAllByTestId('property-card');
    expect(requests.contract).toEqual([]);
    const { dialog } = await openPlanner(1, 'Destaque');
    await within(dialog).findByTestId('highlight-preview');
    expect(requests.contract.sort()).toEqual([
      '/api/canalpro-contract/config',
      '/api/canalpro-contract/kpis',
    ]);
  });

  it('closed, gives focus back to the selection bar’s "Destaque", not to the page', async () => {
    await arrange({ limits: { PREMIUM: 20 } });
    await renderApp('/properties');
    const { user } = await openPlanner(1, 'Destaque');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Destaque' }),
      ).toHaveFocus(),
    );
  });

  it('within quota: used / contracted per level and the preview, then applies to the whole selection', async () => {
    await arrange({ limits: { PREMIUM: 20, SUPER_PREMIUM: 10, TRIPLE: 2 } });
    const requests = recordRequests();
    await renderApp('/properties');
    const { user, dialog, ids } = await openPlanner(3, 'Destaque');
    expect(within(dialog).getByText('3 imóveis selecionados')).toBeInTheDocument();
    const premium = within(dialog).getByRole('radio', { name: 'Destaque' });
    expect(premium).toBeChecked();
    await waitFor(() =>
      expect(premium).toHaveAccessibleDescription('0 de 20 Destaques · com a seleção, 3 de 20'),
    );
    expect(within(dialog).getByRole('radio', { name: 'Destaque Triplo' })).toHaveAccessibleDescription(
      '0 de 2 Destaques Triplos · excederia o limite em 1',
    );
    const preview = within(dialog).getByTestId('highlight-preview');
    expect(within(preview).getByRole('list')).toHaveTextContent('0 de 20 Destaques → 3 de 20');
    expect(within(preview).queryByTestId('highlight-excess')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Destaque' }));
    expect(await screen.findByText('Tipo de destaque atualizado em 3 imóveis')).toBeInTheDocument();
    expect(requests.bodies).toEqual([{ property_ids: ids, publication_type: 'PREMIUM' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Definir destaque' })).toBeNull());
    // The whole selection stays selected, as before the planner, and focus is back on 'Destaque'
    // once its call has settled (while loading, the button is disabled and cannot take it).
    expect(screen.getByTestId('selection-count')).toHaveTextContent('3 imóveis selecionados');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Destaque' }),
      ).toHaveFocus(),
    );
  });

  it('a move between levels frees the slots of the level left', async () => {
    await arrange({ type: 'PREMIUM', limits: { PREMIUM: 200, SUPER_PREMIUM: 10 } });
    const live = liveCount();
    await renderApp('/properties');
    const { user, dialog } = await openPlanner(2, 'Super destaque');
    const preview = await within(dialog).findByTestId('highlight-preview');
    await waitFor(() => expect(within(preview).getAllByRole('listitem')).toHaveLength(2));
    const lines = within(preview)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      `${live} de 200 Destaques → ${live - 2} de 200`,
      '0 de 10 Super destaques → 2 de 10',
    ]);
    // Already of that level: nothing changes, nothing to apply.
    await user.click(within(dialog).getByRole('radio', { name: 'Destaque' }));
    expect(within(dialog).getByText('Os imóveis selecionados já têm Destaque.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aplicar Destaque' })).toBeDisabled();
  });

  it('over quota: says by how much, applies only to as many as fit (first in selection order), the rest stay selected', async () => {
    await arrange({ limits: { PREMIUM: 20, SUPER_PREMIUM: 2 } });
    const requests = recordRequests();
    await renderApp('/properties');
    const { user, dialog, ids } = await openPlanner(5, 'Super destaque');
    const excess = await within(dialog).findByTestId('highlight-excess');
    expect(excess).toHaveTextContent('Excede o limite de Super destaque em 3');
    expect(within(dialog).getByTestId('highlight-preview')).toHaveTextContent(
      '0 de 2 Super destaques → 5 de 2',
    );
    expect(excess).toHaveTextContent(
      'Os 2 primeiros imóveis da seleção recebem Super destaque; os demais continuam selecionados, para outro tipo.',
    );
    expect(within(dialog).getByRole('button', { name: 'Aplicar Super destaque' })).toBeDisabled();
    await user.click(within(excess).getByRole('button', { name: 'Aplicar somente a 2 imóveis' }));
    expect(await screen.findByText('Tipo de destaque atualizado em 2 imóveis')).toBeInTheDocument();
    expect(requests.bodies).toEqual([{ property_ids: ids.slice(0, 2), publication_type: 'SUPER_PREMIUM' }]);
    await waitFor(() =>
      expect(screen.getByTestId('selection-count')).toHaveTextContent('3 imóveis selecionados'),
    );
  });

  it("over quota: 'Escolher outro tipo' moves to the levels; one with room can be applied", async () => {
    await arrange({ limits: { PREMIUM: 20, TRIPLE: 2 } });
    await renderApp('/properties');
    const { user, dialog } = await openPlanner(3, 'Destaque Triplo');
    const excess = await within(dialog).findByTestId('highlight-excess');
    expect(excess).toHaveTextContent('Excede o limite de Destaque Triplo em 1');
    await user.click(within(excess).getByRole('button', { name: 'Escolher outro tipo' }));
    expect(within(dialog).getByRole('radio', { name: 'Destaque Triplo' })).toHaveFocus();
    await user.click(within(dialog).getByRole('radio', { name: 'Destaque' }));
    expect(within(dialog).queryByTestId('highlight-excess')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Aplicar Destaque' })).toBeEnabled();
  });

  it('a full level offers no partial apply, only another level', async () => {
    await arrange({ limits: { PREMIUM: 20 } });
    await renderApp('/properties');
    const { dialog } = await openPlanner(2, 'Destaque Superior');
    const excess = await within(dialog).findByTestId('highlight-excess');
    expect(excess).toHaveTextContent('Excede o limite de Destaque Superior em 2');
    expect(excess).toHaveTextContent('Nenhum Destaque Superior livre no contrato.');
    expect(within(excess).queryByRole('button', { name: /^Aplicar somente/ })).toBeNull();
    expect(within(excess).getByRole('button', { name: 'Escolher outro tipo' })).toBeInTheDocument();
  });

  it('without a contract: says so, links to its configuration and applies without a check', async () => {
    await arrange({ limits: null });
    const requests = recordRequests();
    await renderApp('/properties');
    const { user, dialog, ids } = await openPlanner(2, 'Super destaque');
    const notice = await within(dialog).findByTestId('highlight-no-contract');
    expect(notice).toHaveTextContent('Nenhum contrato configurado');
    expect(within(notice).getByRole('link', { name: 'Configurar contrato' })).toHaveAttribute(
      'href',
      '/settings?open=contract',
    );
    expect(within(dialog).queryByTestId('highlight-preview')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Super destaque' }));
    await waitFor(() =>
      expect(requests.bodies).toEqual([{ property_ids: ids, publication_type: 'SUPER_PREMIUM' }]),
    );
  });

  it('removal shows the slots it frees, sets STANDARD, then opens export + activate', async () => {
    await arrange({ type: 'TRIPLE', limits: { TRIPLE: 200 } });
    const live = liveCount();
    const requests = recordRequests();
    await renderApp('/properties');
    const { user, dialog, ids } = await openPlanner(2, 'Remover destaque');
    expect(await within(dialog).findByText(`${live} de 200 Destaques Triplos`)).toBeInTheDocument();
    expect(within(dialog).getByTestId('highlight-preview')).toHaveTextContent(
      `${live} de 200 Destaques Triplos → ${live - 2} de 200`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remover destaque' }));
    expect(
      await screen.findByRole('dialog', { name: 'Exportar + Ativar para Canal Pro' }),
    ).toBeInTheDocument();
    expect(requests.bodies).toEqual([{ property_ids: ids, publication_type: 'STANDARD' }]);
  });
});
