import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@/lib/format';
import { db } from '@mocks/db';
import { renderApp } from '../../../../tests/render';

const WAIT = { timeout: 15_000 };
const WA = 'https://wa.me/?text=';

/** gestor's agency (tenant 2): one published property and one only imported. */
function own(status: 'active' | 'imported') {
  return db.properties.findFirst((q) => q.where({ tenant_id: 2, archived: false, status }))!;
}

async function shareMessage(): Promise<string> {
  const link = await screen.findByRole('link', { name: 'Compartilhar no WhatsApp' }, WAIT);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  const href = link.getAttribute('href')!;
  expect(href.startsWith(WA)).toBe(true);
  return decodeURIComponent(href.slice(WA.length));
}

afterEach(() => vi.restoreAllMocks());

describe('Share and print on the property detail', { timeout: 60_000 }, () => {
  it('shares title, price, neighbourhood, city, code and the public page of a published property', async () => {
    const property = own('active');
    await renderApp(`/properties/${property.id}`);
    const text = await shareMessage();
    expect(text).toContain(property.title);
    expect(text).toContain(formatPrice(property.price_sale ?? property.price_rent));
    expect(text).toContain(property.address.neighborhood!);
    expect(text).toContain(property.address.city!);
    expect(text).toContain(property.property_code!);
    expect(text).toContain(`${window.location.origin}/imovel/${property.id}`);
    // The page itself, in a new tab.
    const page = screen.getByRole('link', { name: 'Ver página pública' });
    expect(page).toHaveAttribute('href', `${window.location.origin}/imovel/${property.id}`);
    expect(page).toHaveAttribute('target', '_blank');
  });

  it('leaves the public address out while the property is not published', async () => {
    const property = own('imported');
    await renderApp(`/properties/${property.id}`);
    const text = await shareMessage();
    expect(text).toContain(property.title);
    expect(text).not.toContain('/imovel/');
    expect(screen.queryByRole('link', { name: 'Ver página pública' })).toBeNull();
  });

  it("'Imprimir ficha' prints; the sheet names the agency and holds facts, values and description", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const property = own('active');
    await renderApp(`/properties/${property.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir ficha' }, WAIT));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = screen.getByTestId('property-sheet');
    expect(within(sheet).getByText('Imobiliária Carioca')).toBeInTheDocument();
    expect(within(sheet).getByText(property.title)).toBeInTheDocument();
    expect(within(sheet).getByText(`Código: ${property.property_code}`)).toBeInTheDocument();
    for (const label of ['Quartos', 'Venda', 'Condomínio', 'IPTU', 'Descrição']) {
      expect(within(sheet).getByText(label)).toBeInTheDocument();
    }
  });

  it('prints a few photos besides the cover, "Foto indisponível" for one that fails, suites and amenities in pt-BR', async () => {
    const property = own('active');
    await db.properties.update((q) => q.where({ id: property.id }), {
      data(p) {
        p.image_urls = [
          '/fotos/capa.jpg',
          '/fotos/2.jpg',
          '/fotos/3.jpg',
          '/fotos/4.jpg',
          '/fotos/5.jpg',
          '/fotos/6.jpg',
        ];
        p.suites = 2;
        p.features = ['pool', 'Security_24h', 'varanda gourmet'];
        p.condo_features = ['gym', 'elevator'];
      },
    });
    await renderApp(`/properties/${property.id}`);
    await screen.findByRole('button', { name: 'Imprimir ficha' }, WAIT);
    const sheet = screen.getByTestId('property-sheet');
    const photos = sheet.querySelectorAll('img');
    // The cover and three more: what the page has room for.
    expect([...photos].map((img) => img.getAttribute('src'))).toEqual([
      '/fotos/capa.jpg',
      '/fotos/2.jpg',
      '/fotos/3.jpg',
      '/fotos/4.jpg',
    ]);
    fireEvent.error(photos[0]!);
    fireEvent.error(photos[2]!);
    expect(within(sheet).getAllByText('Foto indisponível')).toHaveLength(2);
    expect(sheet.querySelectorAll('img')).toHaveLength(2);
    expect(within(sheet).getByText('Suítes').nextSibling).toHaveTextContent(/^2$/);
    expect(sheet).toHaveTextContent(
      'Comodidades: Piscina, Segurança 24h, Varanda gourmet, Academia, Elevador',
    );
    expect(sheet).not.toHaveTextContent(/Pool|Security|Gym|Elevator/);
    expect(within(sheet).getByTestId('sheet-description')).toHaveTextContent(property.description!);
  });

  it('prints the contact of the agency, and where the whole listing is', async () => {
    const property = own('active');
    await renderApp(`/properties/${property.id}`);
    await screen.findByRole('button', { name: 'Imprimir ficha' }, WAIT);
    const sheet = screen.getByTestId('property-sheet');
    expect(sheet).toHaveTextContent('(21) 2540-7788 · atendimento@imobiliariacarioca.com.br');
    expect(sheet).toHaveTextContent(`Anúncio completo: ${window.location.origin}/imovel/${property.id}`);
  });

  it('prints a property without photos, without an empty frame', async () => {
    const property = own('imported');
    await db.properties.update((q) => q.where({ id: property.id }), {
      data(p) {
        p.image_urls = [];
      },
    });
    await renderApp(`/properties/${property.id}`);
    await screen.findByRole('button', { name: 'Imprimir ficha' }, WAIT);
    const sheet = screen.getByTestId('property-sheet');
    expect(sheet.querySelectorAll('img')).toHaveLength(0);
    expect(within(sheet).queryByText('Foto indisponível')).not.toBeInTheDocument();
    expect(within(sheet).getByText('Descrição')).toBeInTheDocument();
  });
});
