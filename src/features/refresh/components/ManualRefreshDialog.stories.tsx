import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { neverAnswers } from '@mocks/overrides';
import { ManualRefreshDialog } from './ManualRefreshDialog';

const meta = {
  title: 'Screens/Refresh/Refresh Manual',
  component: ManualRefreshDialog,
  args: { opened: true, onClose: fn() },
  parameters: { layout: 'fullscreen', session: 'gestor' },
} satisfies Meta<typeof ManualRefreshDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const WAIT = { timeout: 10_000 };

/** Codes of gestor's properties (tenant 2): exported with photos, and one the portal refuses (no photos). */
function codes() {
  const own = db.properties.all().filter((p) => p.tenant_id === 2 && p.remote_id);
  return {
    ok: own.find((p) => (p.image_urls ?? []).length > 0)!.property_code!,
    refused: own.find((p) => (p.image_urls ?? []).length === 0)!.property_code!,
  };
}

async function pick(code: string) {
  const search = await body().findByLabelText('Buscar imóveis', {}, WAIT);
  await userEvent.clear(search);
  await userEvent.type(search, code);
  const row = await body().findByTestId('available-property', {}, WAIT);
  await userEvent.click(row.querySelector('input')!);
}

/** The tenant's properties; never-exported ones are greyed out and say why. */
export const Loaded: Story = {
  play: async () => {
    await expect((await body().findAllByTestId('available-property', {}, WAIT)).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('/properties/api/refresh-schedules/available-properties', neverAnswers)] },
  },
  play: async () => {
    await expect(await body().findByLabelText('Carregando imóveis', {}, WAIT)).toBeInTheDocument();
  },
};

/** No property at all. */
export const Empty: Story = {
  parameters: { mockScenario: 'empty' },
  play: async () => {
    await expect(await body().findByText('Nenhum imóvel cadastrado', {}, WAIT)).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async () => {
    await expect(
      await body().findByText('Erro ao carregar imóveis disponíveis', {}, WAIT),
    ).toBeInTheDocument();
  },
};

/** Five chosen: three titles, then '+2'. */
export const Selection: Story = {
  play: async () => {
    const boxes = (await body().findAllByRole('checkbox', {}, WAIT)).filter(
      (b) => !(b as HTMLInputElement).disabled && b.getAttribute('aria-labelledby'),
    );
    for (const box of boxes.slice(0, 5)) await userEvent.click(box);
    await expect(within(body().getByTestId('selection-preview')).getByText('+2')).toBeInTheDocument();
  },
};

/** Processing: the first refresh never answers, so the progress stays on screen. */
export const Processing: Story = {
  parameters: { msw: { handlers: [http.post('/api/properties/{id}/refresh', neverAnswers)] } },
  play: async () => {
    await pick(codes().ok);
    await userEvent.click(body().getByRole('button', { name: 'Executar Refresh (1)' }));
    await expect(
      await body().findByRole('progressbar', { name: 'Progresso do refresh' }),
    ).toBeInTheDocument();
  },
};

/** Two properties, one refused by the portal: which succeeded and which failed. */
export const PartialFailure: Story = {
  play: async () => {
    const { ok, refused } = codes();
    await pick(ok);
    await pick(refused);
    await userEvent.click(body().getByRole('button', { name: 'Executar Refresh (2)' }));
    await expect(await body().findByRole('alert', {}, WAIT)).toHaveTextContent('1 de 2 imóveis falhou');
  },
};
