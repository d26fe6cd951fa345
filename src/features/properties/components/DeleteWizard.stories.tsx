import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { components } from '@/api/schema';
import { DeleteWizard } from './DeleteWizard';
import { db } from '@mocks/db';
import { toPropertyListItem } from '@mocks/serializers';
import { neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';

type PropertyListItem = components['schemas']['PropertyListItem'];

/** Seed properties of the gestor's tenant (2), as the list serialises them. */
function seedItems(ids: number[]): PropertyListItem[] {
  return ids.flatMap((id) => {
    const record = db.properties.findFirst((q) => q.where({ id }));
    return record ? [toPropertyListItem(record) as PropertyListItem] : [];
  });
}

const SINGLE = [41];
const BULK = [41, 43, 44, 45, 47, 48, 53, 54, 56, 57, 60, 61, 62, 63];

const meta = {
  title: 'Screens/Meus Imóveis/Assistente de exclusão',
  component: DeleteWizard,
  args: { opened: true, onClose: fn(), onDeleted: fn(), properties: [] },
  parameters: { layout: 'fullscreen' },
  render: (args, { parameters }) => (
    <DeleteWizard {...args} properties={seedItems((parameters.ids as number[] | undefined) ?? SINGLE)} />
  ),
} satisfies Meta<typeof DeleteWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function toStep2() {
  await userEvent.click(await body().findByRole('button', { name: 'Continuar' }));
  await expect(body().getByText('Etapa 2 de 3')).toBeInTheDocument();
}

async function toStep3(type: string) {
  await toStep2();
  await expect(body().getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await userEvent.click(body().getByRole('radio', { name: type }));
  await userEvent.click(body().getByRole('button', { name: 'Continuar' }));
  await expect(body().getByText('Etapa 3 de 3')).toBeInTheDocument();
}

/** Step 1: what is about to be deleted, and a warning. */
export const SingleInformation: Story = {
  play: async () => {
    await expect(await body().findByText('Etapa 1 de 3')).toBeInTheDocument();
  },
};

/** Step 2: the four deletion types and their consequences; Continue waits for a choice. */
export const SingleDeletionType: Story = { play: toStep2 };

/** Step 3: reason (Vendido by default), notes, and the typed confirmation. */
export const SingleConfirmation: Story = {
  play: async () => {
    await toStep3('Excluir permanentemente');
    await expect(body().getByRole('button', { name: 'Confirmar exclusão' })).toBeDisabled();
    await userEvent.type(body().getByLabelText('Digite excluir para confirmar'), 'EXCLUIR');
    await expect(body().getByRole('button', { name: 'Confirmar exclusão' })).toBeEnabled();
  },
};

/** Confirming: the request is on its way. */
export const SingleDeleting: Story = {
  parameters: {
    msw: {
      handlers: [http.delete('/properties/{id}/soft-delete', neverAnswers)],
    },
  },
  play: async () => {
    await toStep3('Arquivar');
    await userEvent.type(body().getByLabelText('Digite excluir para confirmar'), 'excluir');
    await userEvent.click(body().getByRole('button', { name: 'Confirmar exclusão' }));
  },
};

/** A failed delete keeps the wizard open and says why. */
export const SingleServerError: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async () => {
    await toStep3('Arquivar');
    await userEvent.type(body().getByLabelText('Digite excluir para confirmar'), 'excluir');
    await userEvent.click(body().getByRole('button', { name: 'Confirmar exclusão' }));
    await expect(await body().findByText('Erro interno do servidor')).toBeInTheDocument();
  },
};

/** Bulk, step 1: up to 10 titles, then 'e mais N'. */
export const BulkInformation: Story = {
  parameters: { ids: BULK },
  play: async () => {
    await expect(await body().findByText('e mais 4')).toBeInTheDocument();
  },
};

export const BulkDeletionType: Story = { parameters: { ids: BULK }, play: toStep2 };

export const BulkConfirmation: Story = {
  parameters: { ids: BULK },
  play: async () => {
    await toStep3('Arquivar');
    await userEvent.type(body().getByLabelText('Digite excluir para confirmar'), 'excluir');
  },
};
