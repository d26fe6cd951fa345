import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { as } from '../../../../tests/helpers/api';
import { renderApp } from '../../../../tests/render';
import {
  closePanel,
  goToStep,
  openPanel,
  openWizard,
  stepState,
  typeInto,
  type User,
  messageOf,
} from '../../../../tests/helpers/wizard';
import { draftKey } from './useWizardDraft';
import { EMPTY_WIZARD } from './values';

/**
 * Issue 22 in the wizard, typed key by key as people type: numbers the pt-BR way, a delivery
 * month, absurd figures, what blocks publishing, the step states, publishing itself, a partner's
 * property. Saved values are read back from the API.
 */

const SLOW = 90_000;
const GESTOR_TENANT = 2;

function newest() {
  const mine = db.properties.all().filter((p) => p.tenant_id === GESTOR_TENANT);
  return mine.reduce((a, b) => (b.id > a.id ? b : a));
}

async function readBack(id: number) {
  const client = await as('gestor');
  const { data } = await client.GET('/properties/{id}', { params: { path: { id } } });
  return data!;
}

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function save(user: User, name: 'Salvar' | 'Publicar' = 'Salvar') {
  const panel = await openPanel(user);
  await user.click(within(panel).getByRole('button', { name }));
}

describe('numbers typed the pt-BR way', () => {
  it(
    'keeps the values the issue typed, refuses "2.5" rooms with its message and the text, and saves them as meant',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Sala com varanda');
      await goToStep(user, 2);
      await typeInto(user, 'Latitude', '-23.5614');
      await typeInto(user, 'Longitude', '-46,6558');
      await goToStep(user, 3);
      await typeInto(user, 'Área útil (m²)', '72,5');
      await typeInto(user, 'Área total (m²)', '90.75');
      const rooms = await typeInto(user, 'Quartos', '2.5');
      expect(rooms).toHaveValue('2.5');
      expect(messageOf('Quartos')).toContain('Informe um número inteiro');

      // Blocked: Publicar disabled with the reason, and the save refused, nothing created.
      const before = db.properties.all().length;
      let panel = await openPanel(user);
      expect(
        within(panel).getByRole('button', { name: 'Corrija o valor digitado em Quartos' }),
      ).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Publicar' })).toBeDisabled();
      expect(stepState(panel, 3)).toBe('Corrigir');
      await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByText('Corrija os campos destacados antes de salvar.')).toBeInTheDocument();
      expect(db.properties.all()).toHaveLength(before);
      await closePanel(user).catch(() => undefined);
      expect(screen.getByLabelText('Quartos')).toHaveValue('2.5');

      await user.clear(screen.getByLabelText('Quartos'));
      await typeInto(user, 'Quartos', '2');
      await goToStep(user, 5);
      await typeInto(user, 'Preço de venda', '850.000,00');
      await typeInto(user, 'Condomínio (mensal)', '1.234,56');
      await typeInto(user, 'IPTU', '310,90');
      // Laid out again once left, in pt-BR.
      expect(screen.getByLabelText('Preço de venda')).toHaveValue('850.000');
      expect(screen.getByLabelText('Condomínio (mensal)')).toHaveValue('1.234,56');
      expect(screen.getByLabelText('IPTU')).toHaveValue('310,90');
      panel = await openPanel(user);
      await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(db.properties.all()).toHaveLength(before + 1));

      const saved = await readBack(newest().id);
      expect(saved.price_sale).toBe(850_000);
      expect(saved.condo_fee).toBe(1234.56);
      expect(saved.iptu).toBe(310.9);
      expect(saved.area_util).toBe(72.5);
      expect(saved.area_total).toBe(90.75);
      expect(saved.bedrooms).toBe(2);
      expect(saved.coordinates).toEqual({ latitude: -23.5614, longitude: -46.6558 });
    },
    SLOW,
  );

  it(
    'lists a price typed with cents as a value to correct, not as missing; a floor typed "4º" or "térreo" is read',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Sala com varanda');
      await goToStep(user, 4);
      await typeInto(user, 'Andar da unidade', '4º');
      expect(screen.getByLabelText('Andar da unidade')).toHaveValue('4');
      await user.clear(screen.getByLabelText('Andar da unidade'));
      await typeInto(user, 'Andar da unidade', 'Térreo');
      expect(screen.getByLabelText('Andar da unidade')).toHaveValue('0');
      await goToStep(user, 5);
      await typeInto(user, 'Preço de venda', '850.000,99');
      expect(messageOf('Preço de venda')).toContain('Informe o valor sem centavos');
      const panel = await openPanel(user);
      const blocking = within(panel)
        .getByText(/campos? obrigatórios? para publicar/)
        .closest('section')!;
      expect(within(blocking).queryByRole('button', { name: 'Preço de venda' })).toBeNull();
      const invalid = within(panel).getByText('Corrija também').closest('section')!;
      expect(
        within(invalid).getByRole('button', { name: 'Corrija o valor digitado em Preço de venda' }),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'reads other ways of typing: a unit typed along, a fraction under 1, a floor below ground, a pasted price',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Galpão com subsolo');
      await goToStep(user, 3);
      await typeInto(user, 'Área total (m²)', '1.250,5 m²');
      await typeInto(user, 'Área útil (m²)', '0,5');
      await goToStep(user, 4);
      await typeInto(user, 'Andar da unidade', '-1');
      await goToStep(user, 5);
      const price = screen.getByLabelText('Preço de venda');
      await user.click(price);
      await user.paste('R$ 1.200.000');
      await user.tab();
      expect(price).toHaveValue('1.200.000');
      // Cents where a price takes none, and a third decimal on a fee: refused, text kept.
      await typeInto(user, 'Valor do aluguel', '4.500,50');
      expect(messageOf('Valor do aluguel')).toContain('Informe o valor sem centavos');
      expect(screen.getByLabelText('Valor do aluguel')).toHaveValue('4.500,50');
      await typeInto(user, 'Condomínio (mensal)', '1.234,567');
      expect(messageOf('Condomínio (mensal)')).toContain('Use no máximo 2 casas decimais (centavos)');
      await user.clear(screen.getByLabelText('Valor do aluguel'));
      await typeInto(user, 'Valor do aluguel', '4.500');
      await user.clear(screen.getByLabelText('Condomínio (mensal)'));
      await typeInto(user, 'Condomínio (mensal)', '980');

      await save(user);
      await waitFor(() => expect(newest().title).toBe('Galpão com subsolo'));
      const saved = await readBack(newest().id);
      expect(saved).toMatchObject({
        area_total: 1250.5,
        area_util: 0.5,
        unit_floor: -1,
        price_sale: 1_200_000,
        price_rent: 4500,
        condo_fee: 980,
      });
    },
    SLOW,
  );
});

describe('the delivery month', () => {
  it(
    'is picked as a month and saved as YYYY-MM',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Lançamento na planta');
      await goToStep(user, 4);
      await user.click(screen.getByRole('button', { name: /Entrega/ }));
      await user.click(await screen.findByRole('button', { name: /^mar/i }));
      await save(user);
      await waitFor(() => expect(newest().title).toBe('Lançamento na planta'));
      expect((await readBack(newest().id)).delivery_at).toMatch(/^\d{4}-03$/);
    },
    SLOW,
  );

  it(
    'waits for a stored draft to be resumed or discarded before taking what is typed, and keeps it after',
    async () => {
      const user0 = db.users.all().find((u) => u.username === 'gestor')!;
      const key = draftKey(user0.id, null);
      localStorage.setItem(
        key,
        JSON.stringify({
          values: { ...EMPTY_WIZARD, title: 'Rascunho antigo' },
          savedAt: new Date().toISOString(),
        }),
      );
      const user = await openWizard();
      const title = screen.getByLabelText(/Título do anúncio/);
      expect(title).toBeDisabled();
      await user.type(title, 'Perdido');
      expect(title).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Descartar' }));
      // Asked first: the draft is still there until the user confirms.
      const confirm = await screen.findByRole('dialog', { name: 'Descartar o rascunho?' });
      expect(localStorage.getItem(key)).not.toBeNull();
      await user.click(within(confirm).getByRole('button', { name: 'Descartar' }));
      await waitFor(() => expect(title).toBeEnabled());
      expect(localStorage.getItem(key)).toBeNull();
      await typeInto(user, /Título do anúncio/, 'Casa nova');
      // Reloaded within the draft's debounce: written as the page goes.
      window.dispatchEvent(new Event('pagehide'));
      expect(JSON.parse(localStorage.getItem(key)!).values.title).toBe('Casa nova');
    },
    SLOW,
  );

  it(
    'refuses a stored draft’s "março 2027" with the schema’s message and blocks the save',
    async () => {
      const user0 = db.users.all().find((u) => u.username === 'gestor')!;
      localStorage.setItem(
        draftKey(user0.id, null),
        JSON.stringify({
          values: { ...EMPTY_WIZARD, title: 'Lançamento antigo', delivery_at: 'março 2027' },
          savedAt: new Date().toISOString(),
        }),
      );
      const user = await openWizard();
      await user.click(screen.getByRole('button', { name: 'Continuar rascunho' }));
      const panel = await openPanel(user);
      const reason = 'Data de entrega inválida: escolha o mês e o ano';
      expect(within(panel).getByRole('button', { name: reason })).toBeInTheDocument();
      expect(stepState(panel, 4)).toBe('Corrigir');
      const before = db.properties.all().length;
      await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 2, name: '4. Empreendimento' })).toBeInTheDocument(),
      );
      expect(db.properties.all()).toHaveLength(before);
    },
    SLOW,
  );
});

describe('what blocks publishing is what the save refuses', () => {
  it(
    'a two-letter title and a 7-digit CEP: step incomplete, Publicar disabled with the reason, the save refused with the same message',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'AB');
      await goToStep(user, 2);
      await typeInto(user, 'CEP', '8002000');
      expect(screen.getByLabelText('CEP')).toHaveValue('80020-00');
      const panel = await openPanel(user);
      expect(stepState(panel, 1)).toBe('Corrigir');
      expect(stepState(panel, 2)).toBe('Corrigir');
      expect(within(panel).queryByText('Pronto para publicar')).toBeNull();
      expect(
        within(panel).getByRole('button', { name: 'Título deve ter pelo menos 3 caracteres' }),
      ).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'CEP deve ter 8 dígitos' })).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Publicar' })).toBeDisabled();
      const before = db.properties.all().length;
      await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
      expect(await screen.findByRole('heading', { level: 2, name: '1. Tipo e negócio' })).toBeInTheDocument();
      expect(messageOf(/Título do anúncio/)).toContain('Título deve ter pelo menos 3 caracteres');
      expect(db.properties.all()).toHaveLength(before);
      // Corrected, the message goes with it.
      await typeInto(user, /Título do anúncio/, 'C');
      await waitFor(() => expect(messageOf(/Título do anúncio/)).not.toContain('Título deve ter'));
    },
    SLOW,
  );

  it(
    'usable area above the total and more suites than bedrooms block under their fields; absurd magnitudes only warn',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Casa enorme');
      await goToStep(user, 3);
      await typeInto(user, 'Área útil (m²)', '99.999.999');
      await typeInto(user, 'Área total (m²)', '10');
      await typeInto(user, 'Quartos', '500');
      await typeInto(user, 'Suítes', '900');
      await typeInto(user, 'Vagas', '9.999');
      expect(messageOf('Área útil (m²)')).toContain('Área útil não pode ser maior que a área total');
      expect(messageOf('Suítes')).toContain('Suítes não podem ser mais que os quartos');
      let panel = await openPanel(user);
      expect(within(panel).getByRole('button', { name: 'Publicar' })).toBeDisabled();
      expect(
        within(panel).getByRole('button', { name: '9.999 vagas parecem demais: confira' }),
      ).toBeInTheDocument();
      expect(
        within(panel).getByRole('button', { name: '500 quartos parecem demais: confira' }),
      ).toBeInTheDocument();
      await closePanel(user);

      // Consistent but implausible: saved, with the warnings still there.
      await user.clear(screen.getByLabelText('Área total (m²)'));
      await typeInto(user, 'Área total (m²)', '99.999.999');
      await user.clear(screen.getByLabelText('Suítes'));
      await typeInto(user, 'Suítes', '5');
      await goToStep(user, 5);
      await typeInto(user, 'Preço de venda', '1');
      panel = await openPanel(user);
      expect(within(panel).queryByText('Corrija também')).toBeNull();
      expect(
        within(panel).getByRole('button', {
          name: /^Preço de venda de R\$\s1 parece baixo demais: confira$/,
        }),
      ).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(newest().title).toBe('Casa enorme'));
      expect(await readBack(newest().id)).toMatchObject({
        area_total: 99_999_999,
        suites: 5,
        parking_spaces: 9999,
      });
    },
    SLOW,
  );
});

describe('steps, publishing and the summary', () => {
  it(
    'a jump from step 1 to 6 leaves the skipped steps as they are, and 6 photos make step 6 complete',
    async () => {
      const user = await openWizard();
      await goToStep(user, 6);
      let panel = await openPanel(user);
      // Step 2 holds the address publishing needs: pending, as the stepper says too.
      expect([2, 3, 4, 5].map((n) => stepState(panel, n))).toEqual([
        'Pendente',
        'Revisar',
        'Não iniciada',
        'Não iniciada',
      ]);
      expect(stepState(panel, 1)).toBe('Pendente');
      await closePanel(user);
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      const files = Array.from(
        { length: 6 },
        (_, i) => new File(['x'], `foto-${i + 1}.png`, { type: 'image/png' }),
      );
      await user.upload(input, files);
      expect(await screen.findByText('foto-6.png')).toBeInTheDocument();
      panel = await openPanel(user);
      expect(stepState(panel, 6)).toBe('Completa');
    },
    SLOW,
  );

  it(
    'Publicar says what it does and publishes: the status turns active, the public page serves it',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Casa para alugar');
      await choose(user, /^Tipo de uso/, 'Residencial');
      await choose(user, /^Tipo de imóvel/, 'Casa');
      await user.click(screen.getByRole('radio', { name: 'Aluguel' }));
      await goToStep(user, 2);
      await typeInto(user, /^Endereço/, 'Rua das Flores');
      await typeInto(user, /^Cidade/, 'Curitiba');
      await goToStep(user, 3);
      await typeInto(user, 'Suítes', '1');
      await goToStep(user, 5);
      await typeInto(user, /^Valor do aluguel/, '3.200');
      await goToStep(user, 7);
      expect(
        within(screen.getByRole('region', { name: 'Resumo do imóvel' })).getByText(/1 suíte ·/),
      ).toBeInTheDocument();
      const panel = await openPanel(user);
      expect(
        within(panel).getByText(
          'Publicar salva e deixa o anúncio visível na página pública do imóvel. Salvar guarda sem mudar a publicação.',
        ),
      ).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: 'Publicar' }));
      await waitFor(() => expect(newest().title).toBe('Casa para alugar'));
      const id = newest().id;
      expect((await readBack(id)).status).toBe('active');
      const page = await fetch(`http://localhost:3000/properties/public/${id}`);
      expect(page.status).toBe(200);
    },
    SLOW,
  );

  it(
    'names photos uploaded earlier instead of showing their data: address',
    async () => {
      const own = db.properties.all().find((p) => p.tenant_id === GESTOR_TENANT && !p.archived)!;
      const client = await as('gestor');
      await client.PATCH('/properties/{id}', {
        params: { path: { id: own.id } },
        body: {
          image_urls: ['data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ', '/mock-images/house-1.svg'],
        } as never,
      });
      const user = await openWizard(`/properties/${own.id}/edit`);
      await goToStep(user, 6);
      const list = screen.getByRole('list', { name: 'Fotos do imóvel' });
      expect(within(list).getByText('Foto 1 (JPEG)')).toBeInTheDocument();
      expect(within(list).getByText('house-1.svg')).toBeInTheDocument();
      expect(within(list).queryByText(/data:image/)).toBeNull();
    },
    SLOW,
  );
});

describe('existing development and partner properties', () => {
  it(
    'finds an existing development by name and saves the property in it',
    async () => {
      const user = await openWizard();
      await typeInto(user, /Título do anúncio/, 'Apartamento no Mirante');
      await goToStep(user, 4);
      await user.click(screen.getByRole('radio', { name: 'Empreendimento existente' }));
      const picker = screen.getByRole('combobox', { name: /^Empreendimento/ });
      await user.type(picker, 'mira');
      await user.click(await screen.findByRole('option', { name: /Edifício Mirante/ }));
      expect(await screen.findByText(/^Rua das Flores, 100 · .* · código 1$/)).toBeInTheDocument();
      await save(user);
      await waitFor(() => expect(newest().title).toBe('Apartamento no Mirante'));
      const saved = await readBack(newest().id);
      expect(saved.empreendimento_id).toBe(1);
      expect(saved.condominium?.name).toBe('Edifício Mirante');
    },
    SLOW,
  );

  it('says a partner’s shared property is read-only and leads to its detail, with no form', async () => {
    const shared = db.properties.all().find((p) => p.tenant_id !== GESTOR_TENANT && p.shared && !p.archived)!;
    await renderApp(`/properties/${shared.id}/edit`);
    expect(
      await screen.findByRole('heading', { name: 'Imóvel compartilhado por parceiro (somente leitura)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver detalhes do imóvel/ })).toHaveAttribute(
      'href',
      `/properties/${shared.id}`,
    );
    expect(screen.queryByLabelText(/Título do anúncio/)).toBeNull();
  });
});
