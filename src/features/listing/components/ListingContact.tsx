import { Button, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import type { PropertyDetailView } from '@/features/properties/api/property-detail';
import { hasWhatsapp, telHref, whatsappHref } from '@/lib/contact';
import { publicListingUrl } from '../api/public-listing';

type Agency = NonNullable<PropertyDetailView['agency']>;

/** What a visitor sends: which listing, by title and code, and its address. */
function interestMessage(property: PropertyDetailView, pageUrl: string): string {
  const code = property.propertyCode ?? property.externalId;
  return `Olá! Tenho interesse no imóvel "${property.title}" (código ${code}): ${pageUrl}`;
}

function mailtoHref(email: string, property: PropertyDetailView, pageUrl: string): string {
  const subject = `Interesse no imóvel ${property.propertyCode ?? property.externalId}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(interestMessage(property, pageUrl))}`;
}

/**
 * The agency that lists the property and the ways to reach it from the page: WhatsApp when its
 * phone is a mobile (the message names the listing), a call, an e-mail.
 */
export function ListingContact({ agency, property }: { agency: Agency; property: PropertyDetailView }) {
  const pageUrl = publicListingUrl(window.location.origin, property.id);
  const tel = telHref(agency.phone);
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{agency.name}</Text>
        {agency.creci && (
          <Text size="sm" c="dimmed">
            CRECI {agency.creci}
          </Text>
        )}
      </div>
      {hasWhatsapp(agency.phone) && (
        <Button
          component="a"
          href={whatsappHref(interestMessage(property, pageUrl), agency.phone)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          fullWidth
        >
          Conversar no WhatsApp
        </Button>
      )}
      {tel && (
        <Button
          component="a"
          href={tel}
          variant="default"
          leftSection={<IconPhone size={18} aria-hidden />}
          fullWidth
        >
          Ligar {agency.phone}
        </Button>
      )}
      {agency.email && (
        <Button
          component="a"
          href={mailtoHref(agency.email, property, pageUrl)}
          variant="default"
          leftSection={<IconMail size={18} aria-hidden />}
          fullWidth
        >
          Enviar e-mail
        </Button>
      )}
    </Stack>
  );
}
