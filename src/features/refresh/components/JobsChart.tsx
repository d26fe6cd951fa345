import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import type { DayCounts } from '../cockpit';

const SERIES = [
  { name: 'completed', label: 'Concluídos', color: 'green.6' },
  { name: 'failed', label: 'Falhas', color: 'red.6' },
  { name: 'pending', label: 'Pendentes', color: 'yellow.5' },
  { name: 'cancelled', label: 'Cancelados', color: 'gray.5' },
] as const;

/**
 * The stacked bar chart, in its own module so @mantine/charts and recharts load with it (lazily,
 * from the cockpit only). The same numbers are in a table for screen readers.
 */
export default function JobsChart({ days }: { days: DayCounts[] }) {
  return (
    <>
      <BarChart
        h={300}
        data={days}
        dataKey="label"
        type="stacked"
        series={SERIES.map((s) => ({ ...s }))}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        gridAxis="y"
        yAxisProps={{ allowDecimals: false }}
        // 'dd/MM' on the axis (fits a phone); the table below names the weekday too.
        xAxisProps={{ interval: 0, tickFormatter: (label: string) => label.slice(-5) }}
        // The chart is drawn for the eye; the table below carries the numbers (no focusable svg).
        barChartProps={{ accessibilityLayer: false }}
        aria-hidden
      />
      <VisuallyHidden>
        <Table>
          <caption>Jobs por dia nos últimos 7 dias</caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              {SERIES.map((s) => (
                <th key={s.name} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.label}</th>
                {SERIES.map((s) => (
                  <td key={s.name}>{day[s.name]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
