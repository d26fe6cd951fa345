import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, unwrap } from '@/api/client';
import { formatMoney, formatPrice } from '@/lib/format';
import { toast } from '@/lib/notify';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp } from '../../../../tests/render';
import type { Property } from '../api/property-detail';
import { http } from '@mocks/http';

// The first render loads the route's lazily split code; on a busy machine that takes a while.
const WAIT = { timeout: 15_000 };

/** Intl puts a no-break space after 'R$'; Testing Library compares normalised (plain) spaces. */
const plain = (value: string) => value.replace(/\s/g, ' ');

/** A property of gestor's agency (tenant 2), and one of another tenant that is not shared. */
function ownId(): number {
  return db.properties.findFirst((q) => q.where({ tenant_id: 2, archived: false }))!.id;
}
function foreignId(): number {
  return db.properties.findFirst((q) => q.where({ tenant_id: 3, shared: false }))!.id;
}

/**
 * One of gestor's properties, highlighted, then archived as the deletion wizard's 'Arquivar' leaves
 * it (mocks/handlers/deletion.ts): its portal listing inactive, its publication type kept.
 */
async function archivedWithHighlight() {
  const id = ownId();
  await db.properties.update((q) => q.where({ id }), {
    data(d) {
      d.publication_type = 'SUPER_PREMIUM';
      d.archived = true;
      d.archived_at = '2026-01-03T00:00:00Z';
      d.portal_active = false;
      d.status = 'synced';
    },
  });
  return db.properties.findFirst((q) => q.where({ id }))!;
}

const ALIASED: Property = {
  id: 4242,
  title: 'Cobertura com vista para o mar',
  status: 'ACTIVE',
  external_id: 'QD-004242',
  property_code: 'CO4242',
  image_urls: ['https://images.example-cdn.com.br/imoveis/4242/capa.jpg'],
  address: {
    street: 'Av. Atlântica',
    number: '1702',
    neighborhood: 'Copacabana',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
  coordinates: { latitude: -22.9711, longitude: -43.1822 },
  garage_spots: 3,
  // As the wizard saves them (lowercase amenity ids), as an older version sent them, and free text.
  features: ['pool', 'Barbecue', 'GARDEN', 'Security_24h', 'gym', 'elevator', 'varanda gourmet'],
  sale_price: 4_200_000,
  rent_price: 18_000,
  usable_areas: 210,
  virtualTour: 'https://tour.example.com/4242',
  videos: ['https://videos.example.com/4242.mp4'],
  condominium: {
    nome: 'Edifício Atlântico',
    informacoes: {
      andares: 14,
      unidadesPorAndar: 2,
      blocos: 1,
      entregaEm: '2019-06',
      caracteristicas: ['pool', 'sauna', 'heliponto'],
    },
    condo_fee: 3_100,
    iptu: 950,
  },
  publication_type: 'SUPER_PREMIUM',
  archived: false,
  tenant_id: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

afterEach(() => vi.restoreAllMocks());

/** Through the wizard's three steps to a permanent delete. */
async function throughWizard(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Excluir permanentemente' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
  await userEvent.type(within(dialog).getByLabelText('Digite excluir para confirmar'), 'excluir');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar exclusão' }));
}

describe('PropertyDetailScreen', { timeout: 60_000 }, () => {
  it('shows a skeleton while the property loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/properties/{id}', async ({ response }) => {
        await held;
        return response(200).json(ALIASED);
      }),
    );
    await renderApp('/properties/4242');
    expect(await screen.findByLabelText('Carregando imóvel', {}, WAIT)).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { name: ALIASED.title }, WAIT)).toBeInTheDocument();
  });

  it('shows the header and the five cards of a property of the agency', async () => {
    const id = ownId();
    await renderApp(`/properties/${id}`);
    const property = await unwrap(api.GET('/properties/{id}', { params: { path: { id } } }));
    expect(await screen.findByRole('heading', { level: 1, name: property.title }, WAIT)).toBeInTheDocument();
    // The external id whole, with a copy button.
    expect(screen.getByText(property.external_id)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar ID externo' })).toBeInTheDocument();
    for (const name of ['Sobre o imóvel', 'Empreendimento', 'Endereço', 'Valores', 'Fotos e Vídeos']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/properties/${id}/edit`);
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Valores' });
    if (property.price_sale != null)
      expect(within(values).getByText(plain(formatPrice(property.price_sale)))).toBeInTheDocument();
    const photos = screen.getByRole('region', { name: 'Fotos e Vídeos' });
    expect(within(photos).getAllByRole('img')).toHaveLength(property.image_urls.length);
  });

  it('the photo viewer goes to the next and the previous photo with the arrow keys, around the ends', async () => {
    const id = ownId();
    const count = db.properties.findFirst((q) => q.where({ id }))!.image_urls.length;
    expect(count).toBeGreaterThan(2);
    const user = userEvent.setup();
    await renderApp(`/properties/${id}/view`);
    await user.click(await screen.findByRole('button', { name: /^Ampliar foto 1 de/ }, WAIT));
    expect(await screen.findByRole('dialog', { name: `Foto 1 de ${count}` })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: `Foto 2 de ${count}` })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: `Foto ${count} de ${count}` })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: `Foto 1 de ${count}` })).toBeInTheDocument();
  });

  it('is the same screen at /view, with aliases normalised and labels in pt-BR', async () => {
    server.use(http.get('/properties/{id}', ({ response }) => response(200).json(ALIASED)));
    await renderApp('/properties/4242/view');
    await screen.findByRole('heading', { name: ALIASED.title }, WAIT);
    const badge = screen.getByTestId('status-badge');
    expect(badge).toHaveTextContent('Ativo');
    expect(badge).toHaveAttribute('data-color', 'green');
    expect(screen.getByText('Super destaque')).toBeInTheDocument();

    const about = screen.getByRole('region', { name: 'Sobre o imóvel' });
    expect(within(about).getByText('Vagas').nextSibling).toHaveTextContent('3');
    expect(within(about).getByText('Área útil').nextSibling).toHaveTextContent('210 m²');
    const features = within(about).getByRole('list', { name: 'Características' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Piscina',
      'Churrasqueira',
      'Jardim',
      'Segurança 24h',
      'Academia',
      'Elevador',
      'Varanda gourmet',
    ]);

    const development = screen.getByRole('region', { name: 'Empreendimento' });
    expect(within(development).getByText('Edifício Atlântico')).toBeInTheDocument();
    expect(within(development).getByText('Andares').nextSibling).toHaveTextContent('14');
    expect(within(development).getByText('Entrega').nextSibling).toHaveTextContent(/^junho de 2019$/);
    const amenities = within(development).getByRole('list', { name: 'Comodidades' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Piscina', 'Sauna', 'heliponto']);

    const address = screen.getByRole('region', { name: 'Endereço' });
    expect(within(address).getByText('Av. Atlântica, 1702')).toBeInTheDocument();
    expect(within(address).getByText('Coordenadas').nextSibling).toHaveTextContent(/^-22\.9711, -43\.1822$/);

    const values = screen.getByRole('region', { name: 'Valores' });
    expect(within(values).getByText('Venda').nextSibling).toHaveTextContent(plain(formatMoney(4_200_000)));
    expect(within(values).getByText('Aluguel').nextSibling).toHaveTextContent(
      `${plain(formatMoney(18_000))}/mês`,
    );
    expect(within(values).getByText('Condomínio').nextSibling).toHaveTextContent(plain(formatMoney(3_100)));
    expect(within(values).getByText('IPTU').nextSibling).toHaveTextContent(plain(formatMoney(950)));

    const media = screen.getByRole('region', { name: 'Fotos e Vídeos' });
    expect(within(media).getByRole('link', { name: /Abrir tour virtual/ })).toHaveAttribute(
      'href',
      'https://tour.example.com/4242',
    );
    expect(within(media).getByRole('link', { name: /Vídeo 1/ })).toHaveAttribute(
      'href',
      'https://videos.example.com/4242.mp4',
    );
    // A photo that fails to load gives way to the placeholder.
    fireEvent.error(within(media).getByRole('img'));
    expect(await within(media).findByText('Foto indisponível')).toBeInTheDocument();
  });

  // What the contract allows besides a month: a year, a day (text it cannot read shows '—':
  // format.test.ts, as the contract keeps such text out of an answer).
  it('shows a delivery year as it is, and a delivery day as DD/MM/AAAA', async () => {
    let delivery = '2003';
    server.use(
      http.get('/properties/{id}', ({ response }) =>
        response(200).json({ ...ALIASED, delivery_at: delivery }),
      ),
    );
    const view = await renderApp('/properties/4242');
    let development = await screen.findByRole('region', { name: 'Empreendimento' }, WAIT);
    expect(within(development).getByText('Entrega').nextSibling).toHaveTextContent(/^2003$/);
    view.unmount();
    delivery = '2027-03-15';
    await renderApp('/properties/4242');
    development = await screen.findByRole('region', { name: 'Empreendimento' }, WAIT);
    expect(within(development).getByText('Entrega').nextSibling).toHaveTextContent(/^15\/03\/2027$/);
  });

  it('colours synced blue and any other status yellow', async () => {
    server.use(
      http.get('/properties/{id}', ({ params, response }) =>
        response(200).json({ ...ALIASED, status: params.id === '1' ? 'synced' : 'pending' }),
      ),
    );
    const view = await renderApp('/properties/1');
    await screen.findByRole('heading', { name: ALIASED.title }, WAIT);
    expect(screen.getByTestId('status-badge')).toHaveAttribute('data-color', 'blue');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Sincronizado');
    view.unmount();
    await renderApp('/properties/2');
    await screen.findByRole('heading', { name: ALIASED.title }, WAIT);
    expect(screen.getByTestId('status-badge')).toHaveAttribute('data-color', 'yellow');
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Pendente');
  });

  it('shows "Imóvel não encontrado" for an unknown id, with the way back', async () => {
    await renderApp('/properties/999999');
    expect(await screen.findByRole('heading', { name: 'Imóvel não encontrado' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Imóveis' })).toHaveAttribute('href', '/properties');
  });

  it('does not show another tenant’s property', async () => {
    await renderApp(`/properties/${foreignId()}`);
    expect(await screen.findByRole('heading', { name: 'Imóvel não encontrado' }, WAIT)).toBeInTheDocument();
  });

  it('shows a partner’s shared property read-only, without Editar and Excluir', async () => {
    const shared = db.properties.findFirst((q) => q.where({ tenant_id: 3, shared: true, archived: false }))!;
    await renderApp(`/properties/${shared.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: shared.title }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Compartilhado por parceiro (somente leitura)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('says an archived property is archived, without its highlight, and offers only Restaurar; restored, it is a normal property again', async () => {
    const archived = await archivedWithHighlight();
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    await renderApp(`/properties/${archived.id}/view`);
    expect(await screen.findByRole('heading', { level: 1, name: archived.title }, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('archived-badge')).toHaveTextContent('Arquivado');
    expect(screen.getByTestId('archived-banner')).toHaveTextContent(
      'Imóvel arquivadoEste imóvel está arquivado e o anúncio no Canal Pro está inativo. Restaure-o para voltar a editá-lo ou excluí-lo.',
    );
    // Its listing is inactive: no live highlight to show.
    expect(screen.queryByText('Super destaque')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Duplicar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('1 imóvel restaurado'), WAIT);
    expect(await screen.findByRole('link', { name: 'Editar' }, WAIT)).toHaveAttribute(
      'href',
      `/properties/${archived.id}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
    expect(screen.queryByTestId('archived-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('archived-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restaurar' })).not.toBeInTheDocument();
    // The stored highlight was kept, and shows again.
    expect(screen.getByText('Super destaque')).toBeInTheDocument();
    expect(db.properties.findFirst((q) => q.where({ id: archived.id }))!.archived).toBe(false);
  });

  it('keeps an archived property archived when the restore fails, and says so of the one property', async () => {
    const archived = await archivedWithHighlight();
    server.use(
      http.patch('/properties/{id}', ({ response }) =>
        response(500).json({ message: 'Erro do servidor', code: 'INTERNAL_ERROR', details: null }),
      ),
    );
    const failure = vi.spyOn(toast, 'failure');
    await renderApp(`/properties/${archived.id}/view`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Restaurar' }, WAIT));
    await waitFor(() => expect(failure).toHaveBeenCalledWith(expect.anything(), 'Erro ao restaurar imóvel'));
    expect(screen.getByTestId('archived-badge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restaurar' })).toBeEnabled();
  });

  it('does not open the edit wizard on an archived property: it says so and offers Restaurar, then the wizard', async () => {
    const archived = await archivedWithHighlight();
    const user = userEvent.setup();
    await renderApp(`/properties/${archived.id}/edit`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Imóvel arquivado' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(`“${archived.title}” está arquivado`, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Editar Imóvel' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver detalhes do imóvel' })).toHaveAttribute(
      'href',
      `/properties/${archived.id}/view`,
    );

    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Imóvel' }, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText(/Título do anúncio/)).toHaveValue(archived.title);
    expect(screen.queryByText('Imóvel arquivado')).not.toBeInTheDocument();
  });

  it('treats an id that is not a number as not found, without asking the server', async () => {
    await renderApp('/properties/abc/view');
    expect(await screen.findByRole('heading', { name: 'Imóvel não encontrado' }, WAIT)).toBeInTheDocument();
  });

  it('says "Erro ao carregar dados do imóvel" on other failures, and retries', async () => {
    let failing = true;
    server.use(
      http.get('/properties/{id}', ({ response }) =>
        failing
          ? response(500).json({ message: 'Erro do servidor', code: 'INTERNAL_ERROR' })
          : response(200).json(ALIASED),
      ),
    );
    await renderApp('/properties/4242');
    const alert = await screen.findByRole('alert', { name: 'Erro ao carregar dados do imóvel' }, WAIT);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: ALIASED.title }, WAIT)).toBeInTheDocument();
  });

  it('deletes through the 3-step wizard, toasts and goes back to the list', async () => {
    const id = ownId();
    const success = vi.spyOn(toast, 'success');
    await renderApp(`/properties/${id}`);
    const excluir = await screen.findByRole('button', { name: 'Excluir' }, WAIT);

    // Cancelling keeps the property.
    await userEvent.click(excluir);
    let dialog = await screen.findByRole('dialog', { name: 'Excluir imóvel' }, WAIT);
    expect(within(dialog).getByText('Etapa 1 de 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), WAIT);
    expect(db.properties.findFirst((q) => q.where({ id }))).toBeDefined();

    await userEvent.click(excluir);
    dialog = await screen.findByRole('dialog', { name: 'Excluir imóvel' }, WAIT);
    await throughWizard(dialog);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Imóvel excluído com sucesso!'), WAIT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meus Imóveis' }, WAIT)).toBeInTheDocument();
    expect(db.properties.findFirst((q) => q.where({ id }))).toBeUndefined();
  });

  it('says "Erro ao excluir imóvel." when the delete fails, and keeps the property', async () => {
    server.use(
      http.delete('/properties/{id}/delete-both', ({ response }) =>
        response(500).json({ message: 'Erro do servidor', code: 'INTERNAL_ERROR', details: null }),
      ),
    );
    const id = ownId();
    await renderApp(`/properties/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir imóvel' }, WAIT);
    await throughWizard(dialog);
    const reason = await screen.findByText('Erro do servidor', {}, WAIT);
    expect(reason.closest('[role="alert"]')).toHaveTextContent('Erro ao excluir imóvel.');
    expect(
      screen.getByRole('heading', { level: 1, name: db.properties.findFirst((q) => q.where({ id }))!.title }),
    ).toBeInTheDocument();
    expect(db.properties.findFirst((q) => q.where({ id }))).toBeDefined();
  });
});
