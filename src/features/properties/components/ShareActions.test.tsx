import { screen, within } from '@testing-library/react';
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
  });

  it('leaves the public address out while the property is not published', async () => {
    const property = own('imported');
    await renderApp(`/properties/${property.id}`);
    const text = await shareMessage();
    expect(text).toContain(property.title);
    expect(text).not.toContain('/imovel/');
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
});
