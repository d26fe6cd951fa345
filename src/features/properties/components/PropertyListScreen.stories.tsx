import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from '@mocks/http';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { answersServerError, neverAnswers } from '@mocks/overrides';

const meta = {
  title: 'Screens/Meus Imóveis',
  component: AppHarness,
  args: { url: '/properties' },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's portfolio (gestor, tenant 2): 12 cards, count chips, pagination. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('property-card')).toHaveLength(12);
    await expect(canvas.getByTestId('pagination-summary')).toHaveTextContent(/^Mostrando 1 a 12 de/);
  },
};

/** Skeleton cards while the first page is on its way. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/properties', neverAnswers)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByTestId('property-card-skeleton')).length).toBeGreaterThan(0);
  },
};

/** No properties yet: a prompt to register the first one. */
export const Empty: Story = {
  parameters: { mockScenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum imóvel cadastrado')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Cadastrar primeiro imóvel' })).toBeInTheDocument();
  },
};

/** Search and filters match nothing: 'Limpar filtros'. */
export const EmptyWithFilters: Story = {
  args: { url: '/properties?q=nada-corresponde&status=error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nenhum imóvel encontrado' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  },
};

/** The server fails: 'Erro ao carregar propriedades' with a retry. */
export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Erro ao carregar propriedades', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  },
};

/** The counts alone fail: their place says so, with a retry; the list is there. */
export const CountsUnavailable: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/properties/stats', answersServerError)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Contagens indisponíveis.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    await expect(await canvas.findAllByTestId('property-card')).toHaveLength(12);
  },
};

/**
 * Page 2 fails: the error with a retry; the page buttons stay, to go back to a page that loads,
 * without a count of cards that are not there.
 */
export const LaterPageFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/properties', ({ request }) =>
          new URL(request.url).searchParams.get('page') === '2' ? answersServerError() : undefined,
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('property-card')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await expect(
      await canvas.findByText('Erro ao carregar propriedades', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByTestId('pagination-summary')).not.toBeInTheDocument();
  },
};

/** Two cards ticked: the select-all checkbox turns indeterminate and the bulk actions appear. */
export const WithSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByTestId('property-card');
    await userEvent.click(within(cards[0]!).getByRole('checkbox'));
    await userEvent.click(within(cards[1]!).getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox', { name: 'Selecionar todos visíveis' })).toBePartiallyChecked();
    await expect(canvas.getByTestId('selection-count')).toHaveTextContent('2 imóveis selecionados');
    await expect(canvas.getByRole('button', { name: 'Sincronizar' })).toBeInTheDocument();
  },
};

/** Highlight badges, rent-only prices, and cards without a photo (placeholder). */
export const MixedCards: Story = {
  args: { url: '/properties?sort_by=price_rent&sort_order=desc' },
};

/** A phone: one card per row, the filters wrap, pagination keeps its numbers. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('property-card')).length).toBeGreaterThan(0);
  },
};

/** A phone with a selection: the bar is one row, its actions in the 'Ações' menu. */
export const PhoneWithSelection: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByTestId('property-card');
    await userEvent.click(within(cards[0]!).getByRole('checkbox'));
    const bar = within(canvas.getByTestId('selection-bar'));
    await expect(bar.getByTestId('selection-count')).toHaveTextContent('1 imóvel selecionado');
    await expect(bar.getByRole('button', { name: 'Ações' })).toBeInTheDocument();
    await expect(bar.getByRole('button', { name: 'Limpar seleção' })).toBeInTheDocument();
  },
};
