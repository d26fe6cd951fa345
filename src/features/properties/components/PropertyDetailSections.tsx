import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import {
  formatArea,
  formatCoordinates,
  formatDelivery,
  formatMoney,
  formatNumber,
  formatPrice,
  formatRent,
} from '@/lib/format';
import { formatCondoFee, formatIptu, type PropertyDetailView } from '../api/property-detail';
import { amenityLabels, businessTypeLabel, featureLabels, propertyTypeLabel } from '@/lib/property-labels';

/** A titled card of the detail screen, announced as a region named by its title. */
export function PropertyDetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

interface Field {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list; missing values read '—'. */
function PropertyDetailFields({ fields, cols = 2 }: { fields: Field[]; cols?: number }) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: Math.min(cols, 2), sm: cols }}
      spacing="md"
      verticalSpacing="sm"
      m={0}
    >
      {fields.map((field) => (
        <div key={field.label}>
          <Text component="dt" size="xs" c="dimmed">
            {field.label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
            {field.value ?? '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function count(value: number | null): string {
  return value === null ? '—' : formatNumber(value);
}

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

export function PropertyDetailAbout({ property }: { property: PropertyDetailView }) {
  return (
    <PropertyDetailCard title="Sobre o imóvel">
      <Stack gap="md">
        <Text size="sm" c={property.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
          {property.description ?? 'Sem descrição.'}
        </Text>
        <PropertyDetailFields
          cols={3}
          fields={[
            { label: 'Tipo', value: propertyTypeLabel(property.propertyType) || '—' },
            { label: 'Negócio', value: businessTypeLabel(property.businessType) || '—' },
            { label: 'Categoria', value: property.category ?? '—' },
            { label: 'Quartos', value: count(property.bedrooms) },
            { label: 'Banheiros', value: count(property.bathrooms) },
            { label: 'Suítes', value: count(property.suites) },
            { label: 'Vagas', value: count(property.parking) },
            { label: 'Área útil', value: formatArea(property.usableArea) },
            { label: 'Área total', value: formatArea(property.totalArea) },
          ]}
        />
        {property.features.length > 0 && (
          <Tags label="Características" items={featureLabels(property.features)} />
        )}
      </Stack>
    </PropertyDetailCard>
  );
}

export function PropertyDetailDevelopment({ property }: { property: PropertyDetailView }) {
  const d = property.development;
  const hasAny =
    d.name !== null ||
    d.floors !== null ||
    d.unitsPerFloor !== null ||
    d.buildings !== null ||
    d.unitFloor !== null ||
    d.deliveryAt !== null ||
    d.amenities.length > 0 ||
    d.customFeatures !== null;
  return (
    <PropertyDetailCard title="Empreendimento">
      {hasAny ? (
        <Stack gap="md">
          <PropertyDetailFields
            cols={3}
            fields={[
              { label: 'Nome', value: d.name ?? '—' },
              { label: 'Andares', value: count(d.floors) },
              { label: 'Unidades por andar', value: count(d.unitsPerFloor) },
              { label: 'Blocos', value: count(d.buildings) },
              { label: 'Andar da unidade', value: count(d.unitFloor) },
              { label: 'Entrega', value: formatDelivery(d.deliveryAt) },
            ]}
          />
          {d.amenities.length > 0 && <Tags label="Comodidades" items={amenityLabels(d.amenities)} />}
          {d.customFeatures && (
            <PropertyDetailFields
              cols={1}
              fields={[{ label: 'Outras comodidades', value: d.customFeatures }]}
            />
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Nenhuma informação de empreendimento cadastrada.
        </Text>
      )}
    </PropertyDetailCard>
  );
}

export function PropertyDetailAddress({ property }: { property: PropertyDetailView }) {
  const a = property.address;
  const street = [a.street, a.number].filter(Boolean).join(', ');
  const city = [a.city, a.state].filter(Boolean).join('/');
  const fields: Field[] = [
    { label: 'Logradouro', value: street || '—' },
    { label: 'Complemento', value: a.complement ?? '—' },
    { label: 'Bairro', value: a.neighborhood ?? '—' },
    { label: 'Cidade/UF', value: city || '—' },
    { label: 'CEP', value: a.zipCode ?? '—' },
  ];
  if (property.coordinates) {
    fields.push({ label: 'Coordenadas', value: formatCoordinates(property.coordinates) });
  }
  return (
    <PropertyDetailCard title="Endereço">
      <PropertyDetailFields fields={fields} />
    </PropertyDetailCard>
  );
}

export function PropertyDetailValues({ property }: { property: PropertyDetailView }) {
  const { sale, rent } = property.prices;
  const noPrice = sale === null && rent === null;
  return (
    <PropertyDetailCard title="Valores">
      <PropertyDetailFields
        fields={[
          { label: 'Venda', value: noPrice ? formatPrice(null) : formatMoney(sale) },
          { label: 'Aluguel', value: formatRent(rent) ?? '—' },
          { label: 'Condomínio', value: formatCondoFee(property.prices) },
          { label: 'IPTU', value: formatIptu(property.prices) },
        ]}
      />
    </PropertyDetailCard>
  );
}
