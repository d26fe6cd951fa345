import { Badge, Box, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBath,
  IconBed,
  IconBedFlat,
  IconCar,
  IconHome,
  IconMapPin,
  IconRuler2,
} from '@tabler/icons-react';
import { useId, type ComponentType, type ReactNode } from 'react';
import {
  formatCondoFee,
  formatIptu,
  type PropertyDetailView,
} from '@/features/properties/api/property-detail';
import {
  formatArea,
  formatMoney,
  formatNumber,
  formatPrice,
  formatRent,
  PRICE_ON_REQUEST,
} from '@/lib/format';
import { amenityLabels, businessTypeLabel, featureLabels, propertyTypeLabel } from '@/lib/property-labels';
import { ListingContact } from './ListingContact';
import { ListingGallery } from './ListingGallery';

/** A titled card, announced as a region named by its title. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface Fact {
  label: string;
  value: string;
  icon?: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
}

/** Label/value pairs as a description list (each pair in one div, as HTML allows), icons in the terms. */
function Facts({ facts, cols }: { facts: Fact[]; cols: { base: number; sm: number } }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map(({ label, value, icon: Icon }) => (
        <div key={label} style={Icon ? { position: 'relative', paddingInlineStart: 28 } : undefined}>
          <Text component="dt" size="xs" c="dimmed">
            {Icon && (
              <Box component="span" pos="absolute" left={0} top={2}>
                <Icon size={20} stroke={1.6} aria-hidden />
              </Box>
            )}
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Labels as a list of tags, named for screen readers. */
function Tags({ label, items }: { label: string; items: string[] }) {
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((item) => (
          <Badge key={item} component="li" variant="default" radius="sm" tt="none" fw={500}>
            {item}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** The property's own features and its condominium's amenities, in pt-BR; nothing when it has none. */
function Amenities({ property }: { property: PropertyDetailView }) {
  const own = featureLabels(property.features);
  const condo = amenityLabels(property.development.amenities);
  const other = property.development.customFeatures;
  if (own.length === 0 && condo.length === 0 && !other) return null;
  return (
    <Section title="Comodidades">
      <Stack gap="sm">
        {own.length > 0 && <Tags label="Do imóvel" items={own} />}
        {condo.length > 0 && <Tags label="Do condomínio" items={condo} />}
        {other && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {other}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

/** The price a visitor reads first: the sale price, else the rent, else 'Preço sob consulta'. */
function headlinePrice({ sale, rent }: PropertyDetailView['prices']): string {
  if (sale !== null && sale > 0) return formatPrice(sale);
  return formatRent(rent) ?? PRICE_ON_REQUEST;
}

const count = (value: number | null) => formatNumber(value);

/** A published property as anyone sees it: photos, facts, values, description and where it is. */
export function PublicListingView({ property }: { property: PropertyDetailView }) {
  const { address, prices } = property;
  const cityState = [address.city, address.state].filter(Boolean).join('/');
  const place = [address.neighborhood, cityState].filter(Boolean).join(', ');
  const kind = [propertyTypeLabel(property.propertyType), businessTypeLabel(property.businessType)]
    .filter(Boolean)
    .join(' · ');
  const noPrice = prices.sale === null && prices.rent === null;

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        {kind && (
          <Text size="sm" c="dimmed" fw={500}>
            {kind}
          </Text>
        )}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {property.title}
        </Title>
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={18} stroke={1.6} aria-hidden />
            <Text size="sm">{place}</Text>
          </Group>
        )}
        <Text size="xl" fw={700} data-testid="headline-price">
          {headlinePrice(prices)}
        </Text>
      </Stack>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ListingGallery images={property.images} title={property.title} />
            <Section title="Características">
              <Facts
                cols={{ base: 2, sm: 3 }}
                facts={[
                  { label: 'Tipo', value: propertyTypeLabel(property.propertyType) || '—', icon: IconHome },
                  { label: 'Área útil', value: formatArea(property.usableArea), icon: IconRuler2 },
                  { label: 'Área total', value: formatArea(property.totalArea), icon: IconRuler2 },
                  { label: 'Quartos', value: count(property.bedrooms), icon: IconBed },
                  { label: 'Suítes', value: count(property.suites), icon: IconBedFlat },
                  { label: 'Banheiros', value: count(property.bathrooms), icon: IconBath },
                  { label: 'Vagas', value: count(property.parking), icon: IconCar },
                ]}
              />
            </Section>
            <Amenities property={property} />
            <Section title="Descrição">
              <Text
                size="sm"
                c={property.description ? undefined : 'dimmed'}
                style={{ whiteSpace: 'pre-line' }}
              >
                {property.description ?? 'Sem descrição.'}
              </Text>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Section title="Valores">
              <Facts
                cols={{ base: 2, sm: 2 }}
                facts={[
                  { label: 'Venda', value: noPrice ? PRICE_ON_REQUEST : formatMoney(prices.sale) },
                  { label: 'Aluguel', value: formatRent(prices.rent) ?? '—' },
                  { label: 'Condomínio', value: formatCondoFee(prices) },
                  { label: 'IPTU', value: formatIptu(prices) },
                ]}
              />
            </Section>
            <Section title="Localização">
              <Facts
                cols={{ base: 2, sm: 2 }}
                facts={[
                  { label: 'Bairro', value: address.neighborhood ?? '—' },
                  { label: 'Cidade/UF', value: cityState || '—' },
                ]}
              />
            </Section>
            {property.agency && (
              <Section title="Anunciante">
                <ListingContact agency={property.agency} property={property} />
              </Section>
            )}
            <Text size="sm" c="dimmed">
              Código do imóvel:{' '}
              <Text span inherit fw={600} c="var(--mantine-color-text)">
                {property.propertyCode ?? property.externalId}
              </Text>
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
