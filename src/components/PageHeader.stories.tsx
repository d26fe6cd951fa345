import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Components/PageHeader',
  tags: ['autodocs'],
  component: PageHeader,
  args: {
    title: 'Novo Agendamento',
    description: 'Escolha quando os anúncios são republicados e quais imóveis entram no agendamento',
  },
  argTypes: { actions: { control: false } },
  parameters: { session: null, layout: 'padded' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen's one level-1 heading and its description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Novo Agendamento' }),
    ).toBeVisible();
  },
};

/** With the screen's actions on the right. */
export const WithActions: Story = {
  args: {
    title: 'Dashboard Executivo',
    description: 'Visão geral dos clientes da plataforma',
    actions: (
      <>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />}>
          Atualizar
        </Button>
        <Button leftSection={<IconPlus size={16} aria-hidden />}>Novo cliente</Button>
      </>
    ),
  },
};

/** On a phone the actions wrap under the title. */
export const WithActionsOnPhone: Story = {
  ...WithActions,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
