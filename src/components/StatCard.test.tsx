import { MantineProvider } from '@mantine/core';
import { IconBuildingEstate } from '@tabler/icons-react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { StatCard, type StatCardProps } from './StatCard';

function renderCard(props: Partial<StatCardProps> = {}) {
  return render(
    <MantineProvider theme={theme}>
      <StatCard title="Total de Imóveis" value={1250} icon={IconBuildingEstate} {...props} />
    </MantineProvider>,
  );
}

describe('StatCard', () => {
  it('shows the title, the value in pt-BR and the subtitle, as a labelled region', () => {
    renderCard({ subtitle: 'Imóveis cadastrados' });
    const card = screen.getByRole('region', { name: 'Total de Imóveis' });
    expect(within(card).getByText('1.250')).toBeInTheDocument();
    expect(within(card).getByText('Imóveis cadastrados')).toBeInTheDocument();
  });

  it('shows string values as given', () => {
    renderCard({ value: '—' });
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('shows an upward trend with its percentage and "vs. anterior"', () => {
    renderCard({ trend: { value: 12.5, direction: 'up' } });
    expect(screen.getByText('12,5%')).toBeInTheDocument();
    expect(screen.getByText('vs. anterior')).toBeInTheDocument();
    expect(screen.getByText(/Alta de/)).toBeInTheDocument();
  });

  it('shows a downward trend as the absolute percentage', () => {
    renderCard({ trend: { value: -8, direction: 'down' } });
    expect(screen.getByText('8%')).toBeInTheDocument();
    expect(screen.queryByText('-8%')).not.toBeInTheDocument();
    expect(screen.getByText(/Queda de/)).toBeInTheDocument();
  });

  it('shows no trend when none is given', () => {
    renderCard();
    expect(screen.queryByText('vs. anterior')).not.toBeInTheDocument();
  });

  it('shows a skeleton instead of the value while loading', () => {
    renderCard({ loading: true, subtitle: 'Imóveis cadastrados', trend: { value: 3, direction: 'up' } });
    const card = screen.getByRole('region', { name: 'Total de Imóveis' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).queryByText('1.250')).not.toBeInTheDocument();
    // Its words only size the stand-in: hidden, and out of what a screen reader reads.
    expect(within(card).getByText('Imóveis cadastrados')).not.toBeVisible();
    expect(
      within(card)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Total de Imóveis']);
    expect(within(card).queryByText('vs. anterior')).not.toBeInTheDocument();
  });

  it('defaults to blue and accepts the other colours', () => {
    const { unmount } = renderCard();
    expect(screen.getByRole('region')).toHaveAttribute('data-color', 'blue');
    unmount();
    for (const color of ['green', 'yellow', 'red', 'purple', 'indigo'] as const) {
      const view = renderCard({ color });
      expect(screen.getByRole('region')).toHaveAttribute('data-color', color);
      view.unmount();
    }
  });
});
