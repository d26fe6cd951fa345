import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { db } from '@mocks/db';
import { neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';

/** 41 is the first property of gestor's agency (tenant 2) in the deterministic seed. */
const OWN_ID = 41;

const meta = {
  title: 'Screens/Detalhes do Imóvel',
  component: AppHarness,
  args: { url: `/properties/${OWN_ID}` },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Fotos e Vídeos' })).toBeInTheDocument();
  },
};

/**
 * The property as the deletion wizard's 'Arquivar' leaves it (mocks/handlers/deletion.ts), after it
 * had a 'Super destaque': archived, its portal listing inactive, its publication type kept.
 */
async function archiveOwn() {
  await db.properties.update((q) => q.where({ id: OWN_ID }), {
    data(d) {
      d.publication_type = 'SUPER_PREMIUM';
      d.archived = true;
      d.archived_at = '2026-01-03T00:00:00Z';
      d.portal_active = false;
      if (d.status === 'active') d.status = 'synced';
    },
  });
}

/**
 * An archived property: 'Arquivado' beside the title, what it means under the header, no highlight
 * (its listing is inactive), and 'Restaurar' in place of Editar, Duplicar and Excluir.
 */
export const Archived: Story = {
  args: { url: `/properties/${OWN_ID}/view` },
  loaders: [archiveOwn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('archived-badge')).toHaveTextContent('Arquivado');
    await expect(canvas.getByTestId('archived-banner')).toHaveTextContent('Imóvel arquivado');
    await expect(canvas.getByRole('button', { name: 'Restaurar' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Editar' })).toBeNull();
    await expect(canvas.queryByText('Super destaque')).toBeNull();
  },
};

/** /properties/$id/edit of an archived property: no wizard, but 'Restaurar' or its details. */
export const ArchivedEdit: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  loaders: [archiveOwn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Imóvel arquivado' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Restaurar' })).toBeInTheDocument();
  },
};

/** The same screen at /properties/$id/view. */
export const LoadedView: Story = { args: { url: `/properties/${OWN_ID}/view` } };

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/properties/{id}', neverAnswers)],
    },
  },
};

/** An id nobody has: 'Imóvel não encontrado' with 'Voltar para Imóveis'. */
export const NotFound: Story = {
  args: { url: '/properties/999999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Imóvel não encontrado' })).toBeInTheDocument();
  },
};

/** The server fails: 'Erro ao carregar dados do imóvel' with a retry. */
export const Error: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('alert', { name: 'Erro ao carregar dados do imóvel' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** A sparse property: no photos (placeholder), no development, no price ('Preço sob consulta'). */
export const Sparse: Story = {
  args: { url: '/properties/5000' },
  parameters: {
    msw: {
      handlers: [
        http.get('/properties/{id}', ({ response }) =>
          response(200).json({
            id: 5000,
            title: 'Terreno em Itaipava',
            status: 'imported',
            external_id: 'QD-005000',
            image_urls: ['https://example.invalid/quebrada.jpg'],
            address: { city: 'Petrópolis', state: 'RJ' },
            property_type: 'LOTE_TERRENO',
            archived: false,
            tenant_id: 2,
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-02T00:00:00Z',
          }),
        ),
      ],
    },
  },
};

/**
 * What the wizard saved, read in Portuguese: amenity ids in any case ('Pool', 'Security_24h'), the
 * delivery month in words, coordinates as maps write them; an unreadable delivery would read '—'.
 */
export const InPortuguese: Story = {
  args: { url: '/properties/5001' },
  parameters: {
    msw: {
      handlers: [
        http.get('/properties/{id}', ({ response }) =>
          response(200).json({
            id: 5001,
            title: 'Apartamento 3 quartos com lazer completo',
            status: 'active',
            external_id: 'QD-005001',
            image_urls: [],
            address: {
              street: 'Rua Oscar Freire',
              number: '900',
              neighborhood: 'Jardins',
              city: 'São Paulo',
              state: 'SP',
            },
            coordinates: { latitude: -23.561414, longitude: -46.655881 },
            features: ['pool', 'Barbecue', 'garden', 'Security_24h', 'gym', 'elevator'],
            condo_features: ['party_hall', 'playground'],
            building_name: 'Edifício Jardins',
            delivery_at: '2027-03',
            property_type: 'APARTMENT',
            archived: false,
            tenant_id: 2,
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-02T00:00:00Z',
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const features = await canvas.findByRole('list', { name: 'Características' });
    await expect(features).toHaveTextContent('Piscina');
    await expect(features).not.toHaveTextContent('Pool');
    await expect(canvas.getByText('março de 2027')).toBeInTheDocument();
    await expect(canvas.getByText('-23.561414, -46.655881')).toBeInTheDocument();
  },
};

/** Excluir opens the 3-step deletion wizard, as on the list. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Excluir imóvel' });
    await expect(within(dialog).getByText('Etapa 1 de 3')).toBeInTheDocument();
  },
};
