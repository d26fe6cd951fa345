import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { formatNumber } from '@/lib/format';
import type { DistributionSlice } from './DistributionPanel';

/**
 * The PF/PJ donut, in its own module so that @mantine/charts and recharts load with it (lazily,
 * from the executive dashboard only). It is drawn for the eye: the legend beside it carries the
 * numbers, so the chart is hidden from screen readers and takes no focus.
 */
export default function TenantDistributionChart({ slices }: { slices: DistributionSlice[] }) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <DonutChart
      data={slices.map(({ label, value, color }) => ({ name: label, value, color }))}
      size={160}
      thickness={24}
      withTooltip={false}
      chartLabel={formatNumber(total)}
      accessibilityLayer={false}
      pieProps={{ rootTabIndex: -1 }}
      aria-hidden
      mx="auto"
    />
  );
}
