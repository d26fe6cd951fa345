import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { http } from '@mocks/http';
import { answersServerError, neverAnswers } from '@mocks/overrides';

/** In the deterministic seed 41 is published (active); 42 is only imported. */
const PUBLISHED_ID = 41;
const UNPUBLISHED_ID = 42;

const meta = {
  title: 'Screens/Imóvel público',
  component: AppHarness,
  args: { url: `/imovel/${PUBLISHED_ID}` },
  // Anyone with the link: nobody signed in.
  parameters: { session: null },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Valores' })).toBeInTheDocument();
    // The agency's landline: a call and an e-mail (WhatsApp only for a mobile).
    const advertiser = canvas.getByRole('region', { name: 'Anunciante' });
    await expect(within(advertiser).getByRole('link', { name: /^Ligar / })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: /^Ver foto 2 de/ }));
    await expect(canvas.getByRole('img', { name: /^Foto 2 de/ })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('/properties/public/{id}', neverAnswers)] },
  },
};

/** Not published (or unknown): 'Imóvel não encontrado'. */
export const NotFound: Story = {
  args: { url: `/imovel/${UNPUBLISHED_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Imóvel não encontrado' })).toBeInTheDocument();
  },
};

/** The server fails: 'Erro ao carregar dados do imóvel' with a retry. */
export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get('/properties/public/{id}', answersServerError)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('alert', { name: 'Erro ao carregar dados do imóvel' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
