import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/dashboard/components/DashboardScreen';
import { pageHead } from '@/lib/page-head';

// No loader: the screen owns its loading ('Carregando estatísticas...') and failure (toast + retry)
// states, and a loader prefetch that failed would make the screen load a second time on mount.
export const Route = createFileRoute('/_authenticated/dashboard')({
  head: () => pageHead('Dashboard de Imóveis'),
  component: DashboardScreen,
});
