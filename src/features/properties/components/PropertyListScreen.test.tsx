import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { configureRuntime } from '@mocks/runtime';
import { resetMockDatabase } from '@mocks/seed';
import { api, unwrap } from '@/api/client';
import { onPhone } from '../../../../tests/helpers/phone';
import { renderApp } from '../../../../tests/render';
import { seedListItems } from '../../../../tests/helpers/render-dialog';
import { answersServerError, neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';
import { HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { db } from '@mocks/db';
import { propertyStatsOptions } from '../api/properties';

// The whole app renders in the test DOM on a shared machine: give the first paint room.
configure({ asyncUtilTimeout: 10_000 });

/** Every GET /properties the screen sends (MSW life-cycle events), and every bulk sync. */
let listRequests: URL[] = [];
let syncBodies: unknown[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/properties') listRequests.push(url);
  if (request.method === 'POST' && url.pathname === '/properties/bulk/sync_gandalf') {
    void request
      .clone()
      .json()
      .then((body) => syncBodies.push(body));
  }
};

beforeEach(() => {
  listRequests = [];
  syncBodies = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

const lastRequest = () => listRequests.at(-1)!;
const param = (name: string) => lastRequest().searchParams.get(name);
const cards = () => screen.findAllByTestId('property-card');
/** The cards of the tenant's own properties: partners' shared ones have no checkbox. */
const ownCards = async () => (await cards()).filter((card) => !card.hasAttribute('data-shared'));
const summary = () => screen.getByTestId('pagination-summary');

/**
 * The list's and the counts' calls answer 500 while `failing` is set: an earlier answer on screen,
 * then a server that fails (as a reload finds it, with the answers kept from the last visit).
 */
function failsOnDemand() {
  const state = { failing: false };
  server.use(
    http.get('/properties', () => (state.failing ? answersServerError() : undefined)),
    http.get('/properties/stats', () => (state.failing ? answersServerError() : undefined)),
  );
  return state;
}

async function waitForCards(count = 12) {
  await waitFor(() => expect(screen.getAllByTestId('property-card')).toHaveLength(count));
}

describe('Meus Imóveis: list', { timeout: 60_000 }, () => {
  it('lists one page of 12 cards, newest first, with every field of a list item', async () => {
    await renderApp('/properties');
    expect(await screen.findByRole('heading', { name: 'Meus Imóveis' })).toBeInTheDocument();
    expect(await cards()).toHaveLength(12);
    expect(param('page_size')).toBe('12');
    expect(param('sort_by')).toBe('updated_at');
    expect(param('sort_order')).toBe('desc');
    expect(summary()).toHaveTextContent(/^Mostrando 1 a 12 de \d+ resultados$/);
    const first = (await cards())[0]!;
    expect(within(first).getByRole('checkbox', { name: /^Selecionar / })).toBeInTheDocument();
    expect(within(first).getByTestId('status-pill')).toBeInTheDocument();
    expect(within(first).getByText(/^Criado em \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(first).getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^Visualizar / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/properties\/\d+\/view$/),
    );
    expect(within(first).getByRole('link', { name: /^Editar / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/properties\/\d+\/edit$/),
    );
    expect(within(first).getByRole('button', { name: /^Excluir / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Novo Imóvel' })).toHaveAttribute('href', '/properties/new');
  });

  it("asks at once for the first row's photos, the first one first; the others as they near the screen", async () => {
    await renderApp('/properties');
    await waitForCards();
    // Photos are `<img alt="">`, presentational, so found by tag; a card without one has none.
    const photos = (await cards()).map((card) => card.querySelector('img'));
    const [lead, ...others] = photos;
    expect(lead).toHaveAttribute('loading', 'eager');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    const row = others.slice(0, 3).filter((photo) => photo !== null);
    const below = others.slice(3).filter((photo) => photo !== null);
    expect(row.length).toBeGreaterThan(0);
    expect(below.length).toBeGreaterThan(0);
    for (const photo of row) {
      expect(photo).toHaveAttribute('loading', 'eager');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
    for (const photo of below) expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('Importar opens the import dialog', async () => {
    await renderApp('/properties');
    await waitForCards();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByRole('dialog', { name: 'Importar do Canal Pro' })).toBeInTheDocument();
  });

  it('shows a placeholder when a photo fails to load', async () => {
    await renderApp('/properties');
    const withPhoto = (await cards()).find((card) => card.querySelector('img') !== null)!;
    withPhoto.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(await within(withPhoto).findByTestId('image-placeholder')).toBeInTheDocument();
    expect(withPhoto.querySelector('img')).toBeNull();
  });

  it("reads a card's counts in the singular and the plural, as a screen reader says them", async () => {
    await renderApp('/properties?q=Flat%201%20quarto', { user: 'admin' });
    const [card] = await cards();
    expect(within(card!).getByText('1 quarto')).toBeInTheDocument();
    expect(within(card!).getByText('1 banheiro')).toBeInTheDocument();
    expect(within(card!).getByText('0 vagas')).toBeInTheDocument();
    expect(within(card!).getByText(/^[\d.]+ m² de área$/)).toBeInTheDocument();
  });

  it('says one result in the singular', async () => {
    await renderApp('/properties?q=Apartamento%203%20quartos%20em%20Leblon');
    await waitForCards(1);
    expect(summary()).toHaveTextContent('Mostrando 1 a 1 de 1 resultado');
    expect(summary()).not.toHaveTextContent('resultados');
  });

  it('reads search, filters, sort, page and page size from the URL', async () => {
    await renderApp(
      '/properties?q=Apartamento&status=synced&property_type=APARTMENT&sort_by=price&sort_order=asc&page=2&page_size=10',
    );
    await screen.findAllByTestId('property-card');
    expect(Object.fromEntries(listRequests[0]!.searchParams)).toMatchObject({
      q: 'Apartamento',
      status: 'synced',
      property_type: 'APARTMENT',
      sort_by: 'price',
      sort_order: 'asc',
      page: '2',
      page_size: '10',
    });
    expect(screen.getByLabelText('Buscar imóveis')).toHaveValue('Apartamento');
    expect(screen.getByRole('combobox', { name: 'Filtrar por status' })).toHaveDisplayValue('Sincronizado');
    expect(screen.getByRole('combobox', { name: 'Filtrar por tipo de imóvel' })).toHaveDisplayValue(
      'Apartamento',
    );
    expect(screen.getByRole('button', { name: 'Ordenar por Preço de venda, crescente' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('10');
  });

  it('falls back to the defaults for values the list cannot use', async () => {
    await renderApp('/properties?sort_by=nope&sort_order=up&page=-3&page_size=7&status=archived');
    await cards();
    expect(param('sort_by')).toBe('updated_at');
    expect(param('sort_order')).toBe('desc');
    expect(param('page')).toBe('1');
    expect(param('page_size')).toBe('12');
    expect(param('status')).toBeNull();
  });

  it('debounces the search: one request for the whole word, no character lost', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Buscar imóveis');
    await user.type(input, 'Leblon');
    expect(input).toHaveValue('Leblon');
    await waitFor(() => expect(param('q')).toBe('Leblon'));
    expect(listRequests.filter((u) => u.searchParams.has('q')).map((u) => u.searchParams.get('q'))).toEqual([
      'Leblon',
    ]);
    expect(input).toHaveValue('Leblon');
  });

  it('a change made while the search waits takes it along: no list asked with the change alone', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup({ delay: null });
    const input = screen.getByLabelText('Buscar imóveis');
    const sent = () => listRequests.map((u) => [u.searchParams.get('q'), u.searchParams.get('status')]);
    // A status, then the page size, each chosen before the box's 300 ms of quiet are over.
    await user.type(input, 'Apart');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por status' }), 'Sincronizado');
    await waitFor(() => expect(param('status')).toBe('synced'));
    expect(param('q')).toBe('Apart');
    await user.type(input, 'amento');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '25');
    await waitFor(() => expect(param('page_size')).toBe('25'));
    expect(param('q')).toBe('Apartamento');
    // Past the pause, the box sends nothing more of its own.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(sent().filter(([q]) => q !== null)).toEqual([
      ['Apart', 'synced'],
      ['Apartamento', 'synced'],
    ]);
    expect(input).toHaveValue('Apartamento');
  });

  it('choosing the current sort key toggles the direction; another key starts descending', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ordenar por Data de atualização, decrescente' }));
    // The current key is said to be the current one; the others are not.
    const current = await screen.findByRole('menuitem', { name: /Data de atualização/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: /Preço de venda/ })).not.toHaveAttribute('aria-current');
    await user.click(current);
    await waitFor(() => expect(param('sort_order')).toBe('asc'));
    expect(param('sort_by')).toBe('updated_at');
    await user.click(screen.getByRole('button', { name: 'Ordenar por Data de atualização, crescente' }));
    await user.click(await screen.findByRole('menuitem', { name: /Preço de venda/ }));
    await waitFor(() => expect(param('sort_by')).toBe('price'));
    expect(param('sort_order')).toBe('desc');
  });

  it('filters by status and type from the selects, back to page 1', async () => {
    await renderApp('/properties?page=2');
    await waitForCards();
    const user = userEvent.setup();
    const status = screen.getByRole('combobox', { name: 'Filtrar por status' });
    expect(status).toHaveDisplayValue('Todos os status');
    await user.selectOptions(status, 'Pendente');
    await waitFor(() => expect(param('status')).toBe('pending'));
    expect(param('page')).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por tipo de imóvel' }), 'Casa');
    await waitFor(() => expect(param('property_type')).toBe('HOUSE'));
    expect(param('status')).toBe('pending');
    // The first choice of each is no filter.
    await user.selectOptions(status, 'Todos os status');
    await waitFor(() => expect(param('status')).toBeNull());
    expect(param('property_type')).toBe('HOUSE');
  });

  it('moves between pages only within 1..totalPages', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(param('page')).toBe('2'));
    await waitFor(() => expect(summary()).toHaveTextContent(/^Mostrando 13 a 24 de/));
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    // The focus leaves the footer for the new page's first card (the page is scrolled to the top).
    await waitFor(() =>
      expect(within(screen.getByTestId('property-grid')).getAllByRole('link')[0]).toHaveFocus(),
    );
    expect(document.activeElement).toHaveAttribute('href', expect.stringMatching(/\/view$/));
    const total = Number(/de (\d+) resultados/.exec(summary().textContent ?? '')![1]);
    const last = Math.ceil(total / 12);
    await user.click(screen.getByRole('button', { name: `Página ${last}` }));
    await waitFor(() => expect(param('page')).toBe(String(last)));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled());
    // The count follows the cards: the last page's once its answer is on screen.
    await waitFor(() =>
      expect(summary()).toHaveTextContent(
        `Mostrando ${(last - 1) * 12 + 1} a ${total} de ${total} resultados`,
      ),
    );
  });

  it('a focus moved while the next page loads stays where the user put it', async () => {
    await renderApp('/properties');
    await waitForCards();
    // The next page takes a while; meanwhile the user goes on to the search box.
    configureRuntime({ latency: 400 });
    onTestFinished(() => configureRuntime({ latency: 0 }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    const search = screen.getByLabelText('Buscar imóveis');
    search.focus();
    const grid = screen.getByTestId('property-grid');
    const firstTitle = within(grid).getAllByRole('heading')[0]!.textContent;
    // The new page's cards are in, and its effects have run (the one that would move the focus).
    await waitFor(() => expect(within(grid).getAllByRole('heading')[0]).not.toHaveTextContent(firstTitle!), {
      timeout: 5000,
    });
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    await act(async () => {});
    expect(summary()).toHaveTextContent(/^Mostrando 13 a 24 de/);
    expect(search).toHaveFocus();
  });

  it('clamps a page beyond the end to the last page', async () => {
    await renderApp('/properties?page=99');
    await waitFor(() => expect(param('page')).not.toBe('99'));
    const clamped = Number(param('page'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Página ${clamped}` })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    expect(listRequests.some((u) => u.searchParams.get('page') === '99')).toBe(true);
  });

  it('changing the page size goes back to page 1', async () => {
    await renderApp('/properties?page=3');
    await waitForCards();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '25');
    await waitFor(() => expect(param('page_size')).toBe('25'));
    expect(param('page')).toBe('1');
    await waitForCards(25);
  });

  it('shows the count chips, Erros only above 0', async () => {
    server.use(
      http.get('/properties/stats', ({ response }) =>
        response(200).json({ total: 60, imported: 10, pending: 5, synced: 40, error: 0, active: 5 }),
      ),
    );
    await renderApp('/properties');
    expect(await screen.findByText('Total: 60')).toBeInTheDocument();
    expect(screen.getByText('Importados: 10')).toBeInTheDocument();
    expect(screen.getByText('Pendentes: 5')).toBeInTheDocument();
    expect(screen.queryByText(/^Erros:/)).not.toBeInTheDocument();
  });

  it('shows the Erros chip when there are errors', async () => {
    server.use(
      http.get('/properties/stats', ({ response }) =>
        response(200).json({ total: 60, imported: 10, pending: 5, synced: 40, error: 3, active: 2 }),
      ),
    );
    await renderApp('/properties');
    expect(await screen.findByText('Erros: 3')).toBeInTheDocument();
  });

  it('an empty portfolio prompts to add the first property', async () => {
    server.use(
      http.get('/properties', ({ request, response }) => {
        const url = new URL(request.url);
        return response(200).json({
          data: [],
          total: 0,
          page: Number(url.searchParams.get('page') ?? 1),
          page_size: Number(url.searchParams.get('page_size') ?? 50),
        });
      }),
    );
    await renderApp('/properties');
    expect(await screen.findByText('Nenhum imóvel cadastrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cadastrar primeiro imóvel' })).toHaveAttribute(
      'href',
      '/properties/new',
    );
  });

  it('empty with filters offers to clear them', async () => {
    await renderApp('/properties?q=zzzznadaencontrado&status=error');
    expect(await screen.findByRole('heading', { name: 'Nenhum imóvel encontrado' })).toBeInTheDocument();
    // Said to a screen reader too, in the live region the screen keeps from its first render.
    await waitFor(() =>
      expect(screen.getByTestId('list-announcement')).toHaveTextContent('Nenhum imóvel encontrado'),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitForCards();
    expect(param('q')).toBeNull();
    expect(param('status')).toBeNull();
    const search = screen.getByLabelText('Buscar imóveis');
    expect(search).toHaveValue('');
    // The button leaves with the empty state: the focus goes to the search box.
    expect(search).toHaveFocus();
  });

  it('a search still waiting to be sent when the filters are cleared is dropped', async () => {
    await renderApp('/properties?q=zzzznadaencontrado');
    expect(await screen.findByRole('heading', { name: 'Nenhum imóvel encontrado' })).toBeInTheDocument();
    const user = userEvent.setup();
    // A character more, and "Limpar filtros" before the search box's 300 ms of quiet are over.
    await user.type(screen.getByLabelText('Buscar imóveis'), 'x');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitForCards();
    // Past the debounce: the typed search would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(param('q')).toBeNull();
    expect(listRequests.map((u) => u.searchParams.get('q'))).not.toContain('zzzznadaencontradox');
    expect(screen.getByLabelText('Buscar imóveis')).toHaveValue('');
  });

  it('a count that fails to load says so, and asking again shows the chips', async () => {
    let fail = true;
    server.use(http.get('/properties/stats', () => (fail ? answersServerError() : undefined)));
    await renderApp('/properties');
    await waitForCards();
    expect(await screen.findByText('Contagens indisponíveis.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/^Total: \d+/)).toBeInTheDocument();
    expect(screen.queryByText('Contagens indisponíveis.')).not.toBeInTheDocument();
  });

  it('a later page that fails to load keeps the page buttons, to go back to one that loads, and counts no cards', async () => {
    server.use(
      http.get('/properties', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? answersServerError() : undefined,
      ),
    );
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Erro ao carregar propriedades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    // 'Mostrando 13 a 24 de …' would count cards that are not on screen.
    expect(screen.queryByTestId('pagination-summary')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toBeInTheDocument();
    // Page 1's answer is still fresh in the cache: it shows again without a call.
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitForCards();
    expect(summary()).toHaveTextContent(/^Mostrando 1 a 12/);
    expect(screen.queryByText('Erro ao carregar propriedades')).not.toBeInTheDocument();
  });

  it('an earlier answer whose refresh failed stays, with its chips, said to be out of date; the retry refreshes it', async () => {
    const server500 = failsOnDemand();
    const { queryClient } = await renderApp('/properties');
    await waitForCards();
    // As a reload does with the answers kept from the last visit, when the server then fails.
    server500.failing = true;
    await queryClient.refetchQueries({ queryKey: ['properties'] });
    const banner = await screen.findByTestId('stale-banner');
    expect(banner).toHaveTextContent('Dados desatualizados');
    expect(banner).toHaveTextContent('A última atualização falhou. Erro interno do servidor.');
    expect((await cards()).length).toBeGreaterThan(0);
    expect(screen.getByText(/^Total: \d+/)).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar propriedades')).not.toBeInTheDocument();
    server500.failing = false;
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument());
  });

  it('counts whose refresh failed are said to be out of date, and the retry asks for them again', async () => {
    let fail = false;
    server.use(http.get('/properties/stats', () => (fail ? answersServerError() : undefined)));
    const { queryClient } = await renderApp('/properties');
    await waitForCards();
    expect(await screen.findByText(/^Total: \d+/)).toBeInTheDocument();
    fail = true;
    await queryClient.refetchQueries({ queryKey: propertyStatsOptions().queryKey });
    // The cards are current; the counts beside them are not, and the banner says so.
    const banner = await screen.findByTestId('stale-banner');
    expect(banner).toHaveTextContent('Dados desatualizados');
    expect(banner).toHaveTextContent('Erro interno do servidor.');
    expect(screen.getByText(/^Total: \d+/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument());
    expect(screen.getByText(/^Total: \d+/)).toBeInTheDocument();
  });

  it('beside a list that failed, counts from an earlier answer are left out, not shown as current', async () => {
    let fail = false;
    server.use(
      http.get('/properties', ({ request }) =>
        fail && new URL(request.url).searchParams.get('page') === '2' ? answersServerError() : undefined,
      ),
      http.get('/properties/stats', () => (fail ? answersServerError() : undefined)),
    );
    const { queryClient } = await renderApp('/properties');
    await waitForCards();
    expect(await screen.findByText(/^Total: \d+/)).toBeInTheDocument();
    fail = true;
    await queryClient.refetchQueries({ queryKey: propertyStatsOptions().queryKey });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Erro ao carregar propriedades')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Total: \d+/)).not.toBeInTheDocument());
    expect(screen.queryByText('Contagens indisponíveis.')).not.toBeInTheDocument();
  });

  it('an empty result whose refresh failed is said to be out of date too', async () => {
    const server500 = failsOnDemand();
    const { queryClient } = await renderApp('/properties?q=nada-corresponde-a-isto');
    expect(await screen.findByRole('heading', { name: 'Nenhum imóvel encontrado' })).toBeInTheDocument();
    server500.failing = true;
    await queryClient.refetchQueries({ queryKey: ['properties'] });
    const banner = await screen.findByTestId('stale-banner');
    expect(banner).toHaveTextContent('Dados desatualizados');
    expect(screen.getByRole('heading', { name: 'Nenhum imóvel encontrado' })).toBeInTheDocument();
  });

  it("a page that fails keeps this search's page buttons and page size; the size changed there keeps the focus", async () => {
    server.use(
      http.get('/properties', ({ request }) => {
        const params = new URL(request.url).searchParams;
        return params.get('page') === '2' || params.get('page_size') === '25'
          ? answersServerError()
          : undefined;
      }),
    );
    await renderApp('/properties');
    await waitForCards();
    const total = Number(/de (\d+) resultados/.exec(summary().textContent ?? '')![1]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(await screen.findByText('Erro ao carregar propriedades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Página ${Math.ceil(total / 12)}` })).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Itens por página' });
    await user.selectOptions(size, '25');
    await waitFor(() => expect(param('page_size')).toBe('25'));
    // Page 1 at 25 fails too: the footer stays, at this search's count, with the focus on the select.
    await waitFor(() => expect(screen.getByText('Erro ao carregar propriedades')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toBe(size);
    expect(size).toHaveFocus();
    expect(size).toHaveValue('25');
    expect(screen.getByRole('button', { name: `Página ${Math.ceil(total / 25)}` })).toBeInTheDocument();
    expect(screen.queryByTestId('pagination-summary')).not.toBeInTheDocument();
  });

  it("a failed search asked again shows skeletons while it loads, never another search's cards", async () => {
    let casa: 'fail' | 'hang' | 'answer' = 'fail';
    server.use(
      http.get('/properties', ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== 'Casa') return undefined;
        return casa === 'fail' ? answersServerError() : casa === 'hang' ? neverAnswers() : undefined;
      }),
    );
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Buscar imóveis'), 'Casa');
    expect(await screen.findByText('Erro ao carregar propriedades')).toBeInTheDocument();
    casa = 'hang';
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(listRequests.filter((url) => url.searchParams.get('q') === 'Casa')).toHaveLength(2),
    );
    // The kept cards came in a deferred render, a moment after the skeletons: give it that moment.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByRole('status', { name: 'Carregando imóveis' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('property-card')).toHaveLength(0);
    expect(screen.queryByTestId('pagination-summary')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Buscar imóveis')).toHaveValue('Casa');
  });

  it("while the next page loads, the count is of the cards on screen, the previous page's", async () => {
    server.use(
      http.get('/properties', ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? neverAnswers() : undefined,
      ),
    );
    await renderApp('/properties');
    await waitForCards();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(param('page')).toBe('2'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getAllByTestId('property-card')).toHaveLength(12);
    expect(summary()).toHaveTextContent(/^Mostrando 1 a 12 de/);
  });

  it("the other view loads behind skeletons, not this view's cards", async () => {
    server.use(
      http.get('/properties', ({ request }) =>
        new URL(request.url).searchParams.get('archived_only') ? neverAnswers() : undefined,
      ),
    );
    await renderApp('/properties');
    await waitForCards();
    await userEvent.setup().click(screen.getByText('Arquivados'));
    await waitFor(() => expect(param('archived_only')).toBe('true'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('status', { name: 'Carregando imóveis' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('property-card')).toHaveLength(0);
  });

  it('on a failing server, the next search loads behind skeletons: no out-of-date cards or counts over it', async () => {
    const server500 = failsOnDemand();
    server.use(
      http.get('/properties', ({ request }) =>
        new URL(request.url).searchParams.get('q') === 'Casa' ? neverAnswers() : undefined,
      ),
    );
    const { queryClient } = await renderApp('/properties');
    await waitForCards();
    server500.failing = true;
    await queryClient.refetchQueries({ queryKey: ['properties'] });
    expect(await screen.findByTestId('stale-banner')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Buscar imóveis'), 'Casa');
    await waitFor(() => expect(param('q')).toBe('Casa'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('status', { name: 'Carregando imóveis' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('property-card')).toHaveLength(0);
    expect(screen.queryByTestId('stale-banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Total: \d+/)).not.toBeInTheDocument();
  });

  it('with the browser offline a search says it could not load, with the reason; what was typed stays', async () => {
    await renderApp('/properties');
    await waitForCards();
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    server.use(http.get('/properties', () => HttpResponse.error()));
    const input = screen.getByLabelText('Buscar imóveis');
    await userEvent.setup().type(input, 'Centro');
    expect(await screen.findByText('Erro ao carregar propriedades')).toBeInTheDocument();
    expect(
      screen.getByText('Erro de conexão. Verifique sua internet e tente novamente.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('Centro');
    // No cards of the previous search under the new one, and no count of them.
    await waitFor(() => expect(screen.queryByTestId('pagination-summary')).not.toBeInTheDocument());
    expect(screen.queryAllByTestId('property-card')).toHaveLength(0);
  });

  it('a failed load says so and retries', async () => {
    let fail = true;
    server.use(http.get('/properties', () => (fail ? answersServerError() : undefined)));
    await renderApp('/properties');
    expect(await screen.findByText('Erro ao carregar propriedades')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitForCards();
  });
});

describe('Meus Imóveis: selection and bulk actions', { timeout: 60_000 }, () => {
  it('select-all-visible is indeterminate while only part of the page is selected', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    const all = screen.getByRole('checkbox', { name: 'Selecionar todos visíveis' });
    const own = await ownCards();
    expect(own.length).toBeGreaterThan(2);
    await user.click(within(own[0]!).getByRole('checkbox'));
    await user.click(within(own[1]!).getByRole('checkbox'));
    expect(all).toBePartiallyChecked();
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 imóveis selecionados');
    await user.click(all);
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    // Every own card of the page; partners' shared ones are never selected.
    expect(screen.getByTestId('selection-count')).toHaveTextContent(`${own.length} imóveis selecionados`);
    await user.click(all);
    expect(all).not.toBeChecked();
    expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument();
  });

  it('keeps the selection across pages', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(within((await ownCards())[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(param('page')).toBe('2'));
    // Page 2's cards, not page 1's, dimmed while the next page loads.
    await waitFor(() => expect(screen.getByTestId('property-grid')).not.toHaveAttribute('aria-busy'));
    await user.click(within((await ownCards())[0]!).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 imóveis selecionados');
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos visíveis' })).toBePartiallyChecked();
  });

  it("takes no tick on the previous page's cards while the next page loads", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/properties', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await held;
        return undefined;
      }),
    );
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(param('page')).toBe('2'));
    const grid = screen.getByTestId('property-grid');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    // Inert: the browser sends it no click and no focus (the test DOM only keeps the attribute).
    expect(grid).toHaveAttribute('inert');
    // Nor does the row above it select them.
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos visíveis' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByTestId('property-grid')).not.toHaveAttribute('aria-busy'));
    expect(screen.getByTestId('property-grid')).not.toHaveAttribute('inert');
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos visíveis' })).toBeEnabled();
  });

  it('select all N results loads every matching property in pages of 200', async () => {
    configureRuntime({ size: 450 });
    await resetMockDatabase();
    await renderApp('/properties', { user: 'admin' });
    await waitForCards();
    const user = userEvent.setup();
    const link = await screen.findByRole('button', { name: /^Selecionar todos os [\d.]+ imóveis próprios/ });
    const total = Number(/os ([\d.]+) imóveis/.exec(link.textContent ?? '')![1]!.replace(/\./g, ''));
    expect(total).toBeGreaterThan(400);
    listRequests = [];
    await user.click(link);
    await waitFor(() =>
      expect(screen.getByTestId('selection-count')).toHaveTextContent(
        `${total.toLocaleString('pt-BR')} imóveis selecionados`,
      ),
    );
    const pages = listRequests.filter((u) => u.searchParams.get('page_size') === '200');
    expect(pages.map((u) => Number(u.searchParams.get('page'))).sort()).toEqual(
      Array.from({ length: Math.ceil(total / 200) }, (_, i) => i + 1),
    );
    expect(pages.every((u) => u.searchParams.get('sort_by') === 'updated_at')).toBe(true);
    expect(screen.queryByRole('button', { name: /^Selecionar todos os/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar todos visíveis' })).toBeChecked();
  });

  it('select all says it takes the own properties and leaves the shared ones out, where the numbers differ', async () => {
    await renderApp('/properties');
    await waitForCards();
    const { total, shared_total: shared = 0 } = await unwrap(
      api.GET('/properties', { params: { query: {} } }),
    );
    const own = total - shared;
    expect(shared).toBeGreaterThan(0);
    expect(summary()).toHaveTextContent(`de ${total} resultados`);
    // The chips: the list's total, and of it the own and the shared ones (the Dashboard counts the own).
    expect(await screen.findByText(`Total: ${total}`)).toBeInTheDocument();
    expect(screen.getByText(`Próprios: ${own}`)).toBeInTheDocument();
    expect(screen.getByText(`Compartilhados por parceiros: ${shared}`)).toBeInTheDocument();
    const link = await screen.findByRole('button', {
      name: `Selecionar todos os ${own} imóveis próprios (${shared} compartilhados ficam de fora)`,
    });
    await userEvent.setup().click(link);
    await waitFor(() =>
      expect(screen.getByTestId('selection-count')).toHaveTextContent(`${own} imóveis selecionados`),
    );
    expect(
      screen.getByText(
        `Todos os ${own} imóveis próprios selecionados (${shared} compartilhados ficam de fora)`,
      ),
    ).toBeInTheDocument();
  });

  it('without shared properties select all keeps the spec words', async () => {
    server.use(
      http.get('/properties', ({ request, response }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('page_size') ?? 12);
        const ids = Array.from({ length: 30 }, (_, i) => 41 + (i % 5));
        return response(200).json({
          data: seedListItems(
            ids.slice((page - 1) * size, page * size).filter((id, i, all) => all.indexOf(id) === i),
          ),
          total: 30,
          page,
          page_size: size,
        });
      }),
    );
    await renderApp('/properties');
    expect(
      await screen.findByRole('button', { name: 'Selecionar todos os 30 resultados' }),
    ).toBeInTheDocument();
  });

  it('a tick or "Limpar seleção" while select all loads wins over its late answer', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/properties', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page_size') === '200') await held;
        return undefined;
      }),
    );
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Selecionar todos os/ }));
    const [first, second, third] = await ownCards();
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(
      within(screen.getByTestId('selection-bar')).getAllByRole('button', { name: 'Limpar seleção' })[0]!,
    );
    await user.click(within(second!).getByRole('checkbox'));
    await user.click(within(third!).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 imóveis selecionados');
    listRequests = [];
    release();
    // The answer arrives (or its pages would be asked for) and changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2 imóveis selecionados');
    expect(listRequests.filter((u) => u.searchParams.get('page_size') === '200')).toEqual([]);
    await user.click(
      within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Sincronizar' }),
    );
    await waitFor(() => expect(syncBodies).toHaveLength(1));
    expect((syncBodies[0] as { ids: number[] }).ids).toHaveLength(2);
  });

  it('select all N results keeps the filters of the list', async () => {
    await renderApp('/properties?status=synced');
    await waitFor(() => expect(screen.getAllByTestId('property-card').length).toBeGreaterThan(0));
    const user = userEvent.setup();
    listRequests = [];
    await user.click(await screen.findByRole('button', { name: /^Selecionar todos os/ }));
    await screen.findByTestId('selection-bar');
    expect(listRequests.length).toBeGreaterThan(0);
    expect(listRequests.every((u) => u.searchParams.get('status') === 'synced')).toBe(true);
  });

  it('says so when selecting all results fails', async () => {
    server.use(
      http.get('/properties', ({ request }) =>
        new URL(request.url).searchParams.get('page_size') === '200' ? answersServerError() : undefined,
      ),
    );
    await renderApp('/properties');
    await waitForCards();
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Selecionar todos os/ }));
    expect(await screen.findByText('Falha ao selecionar todos os resultados')).toBeInTheDocument();
    expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument();
  });

  it('bulk sync sends the selected ids once, shows the result and clears the selection', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    const [first, second] = await cards();
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    // A double click sends one request.
    await user.dblClick(
      within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Sincronizar' }),
    );
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument());
    expect(await screen.findByText(/sincronizad/)).toBeInTheDocument();
    expect(syncBodies).toHaveLength(1);
    expect((syncBodies[0] as { ids: number[] }).ids).toHaveLength(2);
  });

  it('a failed bulk sync says so and keeps the selection', async () => {
    server.use(http.post('/properties/bulk/sync_gandalf', () => answersServerError()));
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(within((await cards())[0]!).getByRole('checkbox'));
    await user.click(
      within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Sincronizar' }),
    );
    expect(await screen.findByText('Erro ao sincronizar propriedades')).toBeInTheDocument();
    expect(screen.getByTestId('selection-count')).toHaveTextContent('1 imóvel selecionado');
  });

  it('sets a highlight on the selection', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(within((await cards())[0]!).getByRole('checkbox'));
    await user.click(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Destaque' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Super destaque' }));
    // The highlight planner checks the contract first (HighlightPlanner.test.tsx), then applies.
    const planner = await screen.findByRole('dialog', { name: 'Definir destaque' });
    const apply = within(planner).getByRole('button', { name: 'Aplicar Super destaque' });
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    expect(await screen.findByText('Tipo de destaque atualizado em 1 imóvel')).toBeInTheDocument();
  });

  it('on a phone the bulk actions are one "Ações" menu, used by keyboard, in a one-row bar', async () => {
    onPhone();
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    const [first, second] = await ownCards();
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    const bar = within(screen.getByTestId('selection-bar'));
    expect(bar.getByTestId('selection-count')).toHaveTextContent('2 imóveis selecionados');
    // No row of six buttons: one menu and the clear button.
    for (const name of [
      'Sincronizar',
      'Exportar para Canal Pro',
      'Exportar + Ativar',
      'Destaque',
      'Excluir',
    ]) {
      expect(bar.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(bar.getByRole('button', { name: 'Limpar seleção' })).toBeInTheDocument();
    const actions = bar.getByRole('button', { name: 'Ações' });
    actions.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Sincronizar',
      'Exportar para Canal Pro',
      'Exportar + Ativar',
      'Destaque',
      'Super destaque',
      'Destaque Exclusivo',
      'Destaque Superior',
      'Destaque Triplo',
      'Remover destaque',
      'Excluir',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Exportar para Canal Pro' }));
    expect(await screen.findByRole('dialog', { name: 'Exportar para Canal Pro' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus comes back to 'Ações', not to the page (the item that opened the dialog is gone).
    await waitFor(() => expect(bar.getByRole('button', { name: 'Ações' })).toHaveFocus());

    // Sincronizar from the menu sends the selection once and clears it.
    await user.click(bar.getByRole('button', { name: 'Ações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sincronizar' }));
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument());
    expect(syncBodies).toHaveLength(1);
    expect((syncBodies[0] as { ids: number[] }).ids).toHaveLength(2);
  });

  it('Limpar seleção clears it', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(within((await cards())[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument();
  });

  it('an archived card shows no highlight (its listing is inactive); restored, the highlight is back', async () => {
    const own = db.properties.findFirst((q) => q.where({ tenant_id: 2, archived: false, shared: false }))!;
    await db.properties.update((q) => q.where({ id: own.id }), {
      data(d) {
        d.publication_type = 'SUPER_PREMIUM';
        d.archived = true;
        d.portal_active = false;
      },
    });
    const cardOf = async () => (await screen.findByRole('heading', { name: own.title })).closest('article')!;
    await renderApp('/properties?view=arquivados');
    let card = await cardOf();
    expect(within(card).getByTestId('archived-badge')).toHaveTextContent('Arquivado');
    expect(within(card).queryByTestId('highlight-badge')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: `Restaurar ${own.title}` }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: own.title })).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'Imóveis' }));
    card = await cardOf();
    expect(within(card).getByTestId('highlight-badge')).toHaveTextContent('Super destaque');
    expect(within(card).queryByTestId('archived-badge')).not.toBeInTheDocument();
  });

  it('Excluir on a card opens the wizard for that one property', async () => {
    await renderApp('/properties');
    await waitForCards();
    const first = (await cards())[0]!;
    await userEvent.setup().click(within(first).getByRole('button', { name: /^Excluir / }));
    expect(await screen.findByRole('dialog', { name: 'Excluir imóvel' })).toBeInTheDocument();
  });

  it('bulk delete goes through the wizard, then clears the selection and reloads the list', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    const [first, second] = await cards();
    const titleIds = [first!, second!].map((c) => c.getAttribute('aria-labelledby')!);
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    await user.click(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir 2 imóveis' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Arquivar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await user.type(await within(dialog).findByLabelText(/Digite excluir para confirmar/), 'EXCLUIR');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar exclusão' }));
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).not.toBeInTheDocument());
    // 1.5 s later the list reloads without the archived properties.
    await waitFor(() => expect(titleIds.map((id) => document.getElementById(id))).toEqual([null, null]));
    await waitForCards();
  });

  it('Exportar para Canal Pro opens the export dialog with the selection', async () => {
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(within((await cards())[0]!).getByRole('checkbox'));
    await user.click(
      within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Exportar para Canal Pro' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Exportar para Canal Pro' })).toBeInTheDocument();
  });

  it('removing a highlight sets STANDARD, then opens export + activate for those properties', async () => {
    const bodies: unknown[] = [];
    const onPublication = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/properties/bulk/update_publication_type') {
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
      }
    };
    server.events.on('request:start', onPublication);
    onTestFinished(() => server.events.removeListener('request:start', onPublication));
    await renderApp('/properties');
    await waitForCards();
    const user = userEvent.setup();
    await user.click(within((await cards())[0]!).getByRole('checkbox'));
    await user.click(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Destaque' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remover destaque' }));
    const planner = await screen.findByRole('dialog', { name: 'Remover destaque' });
    const remove = within(planner).getByRole('button', { name: 'Remover destaque' });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(
      await screen.findByRole('dialog', { name: 'Exportar + Ativar para Canal Pro' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ publication_type: 'STANDARD' })]);
  });
});
