import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBuildingEstate, IconCircleCheck, IconRefresh, IconStar } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';
import { StatCard, type StatCardColor, type StatCardProps } from './StatCard';

const meta = {
  title: 'Components/StatCard',
  tags: ['autodocs'],
  component: StatCard,
  args: { title: 'Total de Imóveis', value: 248, icon: IconBuildingEstate, subtitle: 'Imóveis cadastrados' },
  argTypes: {
    color: { control: 'select', options: ['blue', 'green', 'yellow', 'red', 'purple', 'indigo'] },
    icon: { control: false },
  },
  parameters: { session: null, layout: 'padded' },
  // Single cards at the width they have in a dashboard row; galleries (parameters.wide) get the page.
  decorators: [
    (Story, context) => (context.parameters.wide ? Story() : <div style={{ maxWidth: 320 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blue is the default colour. */
export const Default: Story = {};
export const Green: Story = {
  args: { title: 'Imóveis Ativos', value: 190, icon: IconCircleCheck, color: 'green' },
};
export const Yellow: Story = {
  args: { title: 'Em Atualização', value: 36, icon: IconRefresh, color: 'yellow' },
};
export const Red: Story = { args: { title: 'Com erro', value: 4, color: 'red' } };
export const Purple: Story = { args: { title: 'Com Destaque', value: 22, icon: IconStar, color: 'purple' } };
export const Indigo: Story = { args: { title: 'Sincronizados', value: 120, color: 'indigo' } };

export const TrendUp: Story = {
  args: { trend: { value: 12.5, direction: 'up' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('vs. anterior')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('12,5%')).toBeInTheDocument();
  },
};

/** A negative value is shown as its absolute percentage; the arrow says it went down. */
export const TrendDown: Story = { args: { trend: { value: -8, direction: 'down' }, color: 'red' } };

export const WithoutSubtitle: Story = { args: { subtitle: undefined } };

export const Loading: Story = { args: { loading: true } };

const COLORS: StatCardColor[] = ['blue', 'green', 'yellow', 'red', 'purple', 'indigo'];

function Gallery(props: StatCardProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} w="min(960px, 100%)">
      {COLORS.map((color, i) => (
        <StatCard
          key={color}
          {...props}
          color={color}
          title={`Cor ${color}`}
          trend={i % 3 === 2 ? undefined : { value: 5 + i, direction: i % 3 === 0 ? 'up' : 'down' }}
        />
      ))}
      <StatCard {...props} title="Carregando" loading />
    </SimpleGrid>
  );
}

/** Every colour, both trends and the skeleton at once (dark theme). */
export const AllVariantsDark: Story = {
  render: (args) => <Gallery {...args} />,
  parameters: { wide: true },
  globals: { theme: 'dark' },
};

/** The same gallery in the light theme. */
export const AllVariantsLight: Story = {
  render: (args) => <Gallery {...args} />,
  parameters: { wide: true },
  globals: { theme: 'light' },
};
