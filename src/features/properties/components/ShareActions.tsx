import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconExternalLink, IconPrinter } from '@tabler/icons-react';
import { whatsappHref } from '@/lib/contact';
import type { PropertyDetailView } from '../api/property-detail';
import { publicListingUrl } from '@/features/listing/api/public-listing';
import { isPublished, shareText } from '../share';

/**
 * 'Compartilhar no WhatsApp' (the listing's text, with the public page's address once it is
 * published), 'Ver página pública' once it is (in a new tab: what the agent's clients see) and
 * 'Imprimir ficha' (the browser's print, which the sheet's stylesheet turns into a one-page
 * property sheet).
 */
export function ShareActions({ property }: { property: PropertyDetailView }) {
  const publicUrl = isPublished(property) ? publicListingUrl(window.location.origin, property.id) : null;
  return (
    <Group gap="xs">
      <Button
        component="a"
        href={whatsappHref(shareText(property, publicUrl))}
        target="_blank"
        rel="noopener noreferrer"
        variant="default"
        leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
      >
        Compartilhar no WhatsApp
      </Button>
      {publicUrl && (
        <Button
          component="a"
          href={publicUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          Ver página pública
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => window.print()}
      >
        Imprimir ficha
      </Button>
    </Group>
  );
}
