import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatRent } from '@/lib/format';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { renderApp } from '../../../../tests/render';

// The first render loads the route's lazily split code; on a busy machine that takes a while.
const WAIT = { timeout: 15_000 };

/** Intl puts a no-break space after 'R$'; Testing Library compares normalised (plain) spaces. */
const plain = (value: string) => value.replace(/\s/g, ' ');

function published() {
  return db.properties.findFirst((q) =>
    q.where({ archived: false, status: (s: string) => s === 'active' || s === 'synced' }),
  )!;
}
function unpublished() {
  return db.properties.findFirst((q) => q.where({ archived: false, status: 'imported' }))!;
}

describe('PublicListingScreen', { timeout: 60_000 }, () => {
  it('shows a published property to anyone, without signing in and without the shell', async () => {
    const property = published();
    await renderApp(`/imovel/${property.id}`, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: property.title }, WAIT)).toBeInTheDocument();
    // No redirect to /login, no sidebar or header of the signed-in app.
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegação' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imobi' })).toBeInTheDocument();

    // The cover first: the large photo is photo 1.
    expect(
      screen.getByRole('img', { name: `Foto 1 de ${property.image_urls.length} — ${property.title}` }),
    ).toHaveAttribute('src', property.image_urls[0]);

    const facts = screen.getByRole('region', { name: 'Características' });
    expect(within(facts).getByText('Quartos').nextSibling).toHaveTextContent(formatNumber(property.bedrooms));
    const values = screen.getByRole('region', { name: 'Valores' });
    if (property.price_sale) {
      expect(within(values).getByText('Venda').nextSibling).toHaveTextContent(
        plain(formatPrice(property.price_sale)),
      );
    }
    if (property.price_rent) {
      expect(within(values).getByText('Aluguel').nextSibling).toHaveTextContent(
        plain(formatRent(property.price_rent)!),
      );
    }
    const place = screen.getByRole('region', { name: 'Localização' });
    expect(within(place).getByText('Bairro').nextSibling).toHaveTextContent(property.address.neighborhood!);
    expect(within(place).getByText('Cidade/UF').nextSibling).toHaveTextContent(
      `${property.address.city}/${property.address.state}`,
    );
    expect(screen.getByRole('region', { name: 'Descrição' })).toBeInTheDocument();
    expect(screen.getByText(property.property_code!)).toBeInTheDocument();
    // The agency that lists it, with its CRECI.
    const agency = db.tenants.findFirst((q) => q.where({ id: property.tenant_id }))!;
    const advertiser = screen.getByRole('region', { name: 'Anunciante' });
    expect(within(advertiser).getByText(agency.name)).toBeInTheDocument();
    expect(within(advertiser).getByText(`CRECI ${agency.creci}`)).toBeInTheDocument();
  });

  it('shows suites, and the features and amenities chosen in the wizard in pt-BR', async () => {
    const property = published();
    await db.properties.update((q) => q.where({ id: property.id }), {
      data(p) {
        p.suites = 2;
        // As the wizard saves them (lowercase ids), as an older version sent them, and free text.
        p.features = ['pool', 'Barbecue', 'Security_24h', 'varanda gourmet'];
        p.condo_features = ['gym', 'elevator', 'party_hall'];
      },
    });
    await renderApp(`/imovel/${property.id}`, { user: null });
    const facts = await screen.findByRole('region', { name: 'Características' }, WAIT);
    expect(within(facts).getByText('Suítes').nextSibling).toHaveTextContent(/^2$/);
    const amenities = screen.getByRole('region', { name: 'Comodidades' });
    const items = (name: string) =>
      within(within(amenities).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('Do imóvel')).toEqual(['Piscina', 'Churrasqueira', 'Segurança 24h', 'Varanda gourmet']);
    expect(items('Do condomínio')).toEqual(['Academia', 'Elevador', 'Salão de festas']);
    expect(amenities).not.toHaveTextContent(/Pool|Barbecue|Security|_/);
  });

  it('lets a visitor call the agency, and write to it on WhatsApp when its phone is a mobile', async () => {
    // Imobiliária Carioca (tenant 2).
    const property = db.properties.findFirst((q) =>
      q.where({ tenant_id: 2, archived: false, status: 'active' }),
    )!;
    const agency = db.tenants.findFirst((q) => q.where({ id: property.tenant_id }))!;
    const view = await renderApp(`/imovel/${property.id}`, { user: null });
    let advertiser = await screen.findByRole('region', { name: 'Anunciante' }, WAIT);
    // Imobiliária Carioca has a landline: a call, an e-mail, no WhatsApp.
    expect(within(advertiser).getByRole('link', { name: `Ligar ${agency.phone}` })).toHaveAttribute(
      'href',
      'tel:+552125407788',
    );
    expect(within(advertiser).getByRole('link', { name: 'Enviar e-mail' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${agency.email}\\?subject=`),
    );
    expect(within(advertiser).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    view.unmount();

    await db.tenants.update((q) => q.where({ id: property.tenant_id }), {
      data(t) {
        t.phone = '(21) 99876-5432';
      },
    });
    await renderApp(`/imovel/${property.id}`, { user: null });
    advertiser = await screen.findByRole('region', { name: 'Anunciante' }, WAIT);
    const whatsapp = within(advertiser).getByRole('link', { name: 'Conversar no WhatsApp' });
    expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = whatsapp.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/5521998765432?text=')).toBe(true);
    const message = decodeURIComponent(href.split('?text=')[1]!);
    expect(message).toContain(property.title);
    expect(message).toContain(property.property_code!);
    expect(message).toContain(`/imovel/${property.id}`);
  });

  it('shows another photo in place of the cover when its thumbnail is chosen', async () => {
    const property = published();
    await renderApp(`/imovel/${property.id}`, { user: null });
    const total = property.image_urls.length;
    const second = await screen.findByRole('button', { name: `Ver foto 2 de ${total}` }, WAIT);
    expect(screen.getByRole('button', { name: `Ver foto 1 de ${total}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: `Foto 2 de ${total} — ${property.title}` })).toHaveAttribute(
      'src',
      property.image_urls[1],
    );
  });

  it("says 'Imóvel não encontrado' for a property that is not published", async () => {
    const property = unpublished();
    await renderApp(`/imovel/${property.id}`, { user: null });
    expect(await screen.findByRole('heading', { name: 'Imóvel não encontrado' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(property.title)).not.toBeInTheDocument();
  });

  it("says 'Imóvel não encontrado' for an archived property, even an active one", async () => {
    const property = published();
    await db.properties.update((q) => q.where({ id: property.id }), {
      data(p) {
        p.archived = true;
      },
    });
    await renderApp(`/imovel/${property.id}`, { user: null });
    expect(await screen.findByRole('heading', { name: 'Imóvel não encontrado' }, WAIT)).toBeInTheDocument();
  });

  it("says 'Imóvel não encontrado' for an unknown id and for one that is not a number", async () => {
    const { unmount } = await renderApp('/imovel/999999', { user: null });
    expect(await screen.findByRole('heading', { name: 'Imóvel não encontrado' }, WAIT)).toBeInTheDocument();
    unmount();
    await renderApp('/imovel/abc', { user: null });
    expect(await screen.findByRole('heading', { name: 'Imóvel não encontrado' }, WAIT)).toBeInTheDocument();
  });

  it('says "Erro ao carregar dados do imóvel" on other failures, and retries', async () => {
    const property = published();
    let failing = true;
    server.use(
      http.get('/properties/public/{id}', ({ response }) =>
        failing ? response(500).json({ message: 'Erro do servidor', code: 'INTERNAL_ERROR' }) : undefined,
      ),
    );
    await renderApp(`/imovel/${property.id}`, { user: null });
    const alert = await screen.findByRole('alert', { name: 'Erro ao carregar dados do imóvel' }, WAIT);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: property.title }, WAIT)).toBeInTheDocument();
  });

  it('is the same page for a signed-in user', async () => {
    const property = published();
    await renderApp(`/imovel/${property.id}`, { user: 'corretor' });
    expect(await screen.findByRole('heading', { level: 1, name: property.title }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('current-user')).not.toBeInTheDocument());
  });
});
