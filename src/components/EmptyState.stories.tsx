import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBuildingEstate, IconPlus } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: {
    icon: IconBuildingEstate,
    title: 'Nenhum imóvel cadastrado',
    description: 'Cadastre o primeiro imóvel ou importe os anúncios do Gandalf.',
  },
  argTypes: { icon: { control: false }, action: { control: false } },
  parameters: { session: null, layout: 'padded' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title and what to do next; the heading is a level 2 under the screen's title. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nenhum imóvel cadastrado' })).toBeVisible();
  },
};

/** With the way forward. */
export const WithAction: Story = {
  args: {
    action: <Button leftSection={<IconPlus size={16} aria-hidden />}>Cadastrar imóvel</Button>,
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
