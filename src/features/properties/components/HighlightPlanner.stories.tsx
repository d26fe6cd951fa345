import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { arrangeHighlights } from '@mocks/highlight-fixture';

/**
 * The highlight planner over 'Meus Imóveis': the contract's used / contracted count per
 * level and what the selection's change does to it. Each story arranges gestor's agency (every
 * property without a highlight, a contract with the story's limits), selects the first cards and
 * opens the planner from the selection bar's 'Destaque' menu.
 */
const meta = {
  title: 'Screens/Meus Imóveis/Planejador de destaques',
  component: AppHarness,
  args: { url: '/properties' },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10_000 };

async function openPlanner(canvasElement: HTMLElement, count: number, item: string) {
  const canvas = within(canvasElement);
  const cards = (await canvas.findAllByTestId('property-card', {}, WAIT)).filter(
    (card) => !card.hasAttribute('data-shared'),
  );
  for (const card of cards.slice(0, count)) await userEvent.click(within(card).getByRole('checkbox'));
  await userEvent.click(
    within(canvas.getByTestId('selection-bar')).getByRole('button', { name: 'Destaque' }),
  );
  const body = within(document.body);
  await userEvent.click(await body.findByRole('menuitem', { name: item }));
  return within(await body.findByRole('dialog', {}, WAIT));
}

/** Three properties to 'Destaque', with room: '0 de 20 Destaques → 3 de 20'. */
export const WithinQuota: Story = {
  loaders: [
    () => arrangeHighlights(2, { limits: { PREMIUM: 20, SUPER_PREMIUM: 10, PREMIERE_1: 5, TRIPLE: 2 } }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openPlanner(canvasElement, 3, 'Destaque');
    await waitFor(() =>
      expect(dialog.getByTestId('highlight-preview')).toHaveTextContent('0 de 20 Destaques → 3 de 20'),
    );
    await expect(dialog.queryByTestId('highlight-excess')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Aplicar Destaque' })).toBeEnabled();
  },
};

/**
 * Five properties to 'Super destaque' with two contracted: 'Excede o limite de Super destaque em
 * 3', and the two ways out — apply only to the first two, or choose another level.
 */
export const OverQuota: Story = {
  loaders: [() => arrangeHighlights(2, { limits: { PREMIUM: 20, SUPER_PREMIUM: 2 } })],
  play: async ({ canvasElement }) => {
    const dialog = await openPlanner(canvasElement, 5, 'Super destaque');
    const excess = await dialog.findByTestId('highlight-excess', {}, WAIT);
    await expect(excess).toHaveTextContent('Excede o limite de Super destaque em 3');
    await expect(within(excess).getByRole('button', { name: 'Aplicar somente a 2 imóveis' })).toBeEnabled();
    await expect(within(excess).getByRole('button', { name: 'Escolher outro tipo' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Aplicar Super destaque' })).toBeDisabled();
  },
};

/** No Canal Pro contract: 'Nenhum contrato configurado', with a link to its configuration. */
export const NoContract: Story = {
  loaders: [() => arrangeHighlights(2, { limits: null })],
  play: async ({ canvasElement }) => {
    const dialog = await openPlanner(canvasElement, 2, 'Super destaque');
    const notice = await dialog.findByTestId('highlight-no-contract', {}, WAIT);
    await expect(notice).toHaveTextContent('Nenhum contrato configurado');
    await expect(within(notice).getByRole('link', { name: 'Configurar contrato' })).toHaveAttribute(
      'href',
      '/settings?open=contract',
    );
  },
};

/** Removing the highlight of two 'Destaque Triplo' properties: the slots it frees. */
export const Removal: Story = {
  loaders: [() => arrangeHighlights(2, { type: 'TRIPLE', limits: { PREMIUM: 20, TRIPLE: 40 } })],
  play: async ({ canvasElement }) => {
    const dialog = await openPlanner(canvasElement, 2, 'Remover destaque');
    await expect(await dialog.findByTestId('highlight-preview', {}, WAIT)).toHaveTextContent(
      /Destaques Triplos →/,
    );
    await expect(dialog.getByRole('button', { name: 'Remover destaque' })).toBeEnabled();
  },
};
