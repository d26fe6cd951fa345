import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDialog } from '../../../../tests/helpers/render-dialog';
import { HealthScore } from './HealthScore';

describe('HealthScore', () => {
  it('colours and names the four statuses of the spec', async () => {
    await renderDialog(
      <>
        <HealthScore row={{ name: 'A', health_score: 91, health_status: 'excellent' }} />
        <HealthScore row={{ name: 'B', health_score: 65, health_status: 'good' }} />
        <HealthScore row={{ name: 'C', health_score: 45, health_status: 'warning' }} />
        <HealthScore row={{ name: 'D', health_score: 10, health_status: 'critical' }} />
      </>,
    );
    const colours = ['A: Excelente', 'B: Bom', 'C: Atenção', 'D: Crítico'].map((name) =>
      screen
        .getByRole('progressbar', { name: `Saúde de ${name}` })
        .style.getPropertyValue('--progress-section-color'),
    );
    expect(colours).toEqual([
      'var(--mantine-color-green-filled)',
      'var(--mantine-color-blue-filled)',
      'var(--mantine-color-yellow-filled)',
      'var(--mantine-color-red-filled)',
    ]);
    expect(screen.getByText('91% · Excelente')).toBeInTheDocument();
  });

  it('greys out a status it does not know', async () => {
    // What a server newer than the contract might send.
    const status = 'dormant' as 'good';
    await renderDialog(<HealthScore row={{ name: 'E', health_score: 50, health_status: status }} />);
    const bar = screen.getByRole('progressbar', { name: 'Saúde de E: Indefinido' });
    expect(bar.style.getPropertyValue('--progress-section-color')).toBe('var(--mantine-color-gray-filled)');
  });
});
