import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { http } from '@mocks/http';
import { answersServerError, neverAnswers } from '@mocks/overrides';

const SLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Busca (Ctrl+K)',
  component: AppHarness,
  args: { url: '/dashboard' },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, query = '') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /Buscar/ }, SLOW));
  const body = within(document.body);
  const search = await body.findByRole('textbox', { name: 'Buscar telas, ações e imóveis' }, SLOW);
  if (query) await userEvent.type(search, query);
  return body;
}

/** Opened, nothing typed: the main actions and the screens. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await expect(await body.findByRole('group', { name: 'Telas e ações' })).toBeInTheDocument();
  },
};

/** A code typed while the search is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('/properties', neverAnswers)] } },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement, 'AP0041');
    await expect(await body.findByLabelText('Buscando', {}, SLOW)).toBeInTheDocument();
  },
};

/** Nothing matches. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement, 'xyzxyz');
    await expect(await body.findByText('Nada encontrado', {}, SLOW)).toBeInTheDocument();
  },
};

/** A sentence: listings found by the vector search. */
export const BySentence: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement, 'apartamento 3 quartos no leblon');
    await expect(
      await body.findByRole('group', { name: 'Parecidos com a descrição' }, SLOW),
    ).toBeInTheDocument();
  },
};

/** The property search fails: 'Erro ao buscar imóveis', and the screens and actions still answer. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/properties', answersServerError), http.post('/mcp/search', answersServerError)],
    },
  },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement, 'novo');
    await expect(await body.findByText(/Erro ao buscar imóveis/, {}, SLOW)).toBeInTheDocument();
    await expect(body.getByRole('group', { name: 'Telas e ações' })).toBeInTheDocument();
  },
};
