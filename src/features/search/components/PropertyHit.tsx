import { Spotlight } from '@mantine/spotlight';
import { IconHome } from '@tabler/icons-react';
import { formatPrice, formatRent } from '@/lib/format';

export interface Hit {
  id: number;
  code: string;
  title: string;
  neighborhood: string | null;
  price: number | null;
  rent: number | null;
}

/** One property in the palette: code, title, neighbourhood and price; Enter opens it. */
export function PropertyHit({ hit, onOpen }: { hit: Hit; onOpen: (id: number) => void }) {
  const price = hit.price ? formatPrice(hit.price) : (formatRent(hit.rent) ?? formatPrice(null));
  return (
    <Spotlight.Action
      label={hit.title}
      description={[hit.code, hit.neighborhood, price].filter(Boolean).join(' · ')}
      leftSection={<IconHome size={18} aria-hidden />}
      onClick={() => onOpen(hit.id)}
    />
  );
}
