import { SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatArea, formatMoney, formatNumberInput, plural } from '@/lib/format';
import { MONEY } from '@/lib/parse';
import { businessTypeLabel, propertyTypeLabel, USAGE_TYPE_LABELS } from '@/lib/property-labels';
import { useWizard } from '../store';
import type { WizardValues } from '../values';

/** Step 7: the description, the external id, and a summary of everything before publishing. */
export function ReviewStep() {
  const { register, formState } = useFormContext<WizardValues>();
  const errors = formState.errors;
  return (
    <Stack gap="md">
      <Textarea
        label="Descrição detalhada"
        autosize
        minRows={5}
        maxRows={14}
        {...register('description')}
        error={errors.description?.message}
      />
      <TextInput
        label="ID externo"
        description="Opcional: letras, números, hífens e underscores (até 100). Em branco, o sistema gera um código QD-######."
        maxLength={100}
        {...register('external_id')}
        error={errors.external_id?.message}
      />
      <WizardSummary />
    </Stack>
  );
}

/** '1 suíte', '3 quartos' (lib/format's plural); a count not given or not readable is '—'. */
function rooms(count: number | null, one: string, other: string): string {
  return count === null || !Number.isFinite(count) ? `— ${other}` : plural(count, one, other);
}

/** Fees keep their cents in the summary, as typed ('R$ 1.234,56'). */
function withCents(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '—' : `R$ ${formatNumberInput(value, MONEY)}`;
}

function developmentText(v: WizardValues): string {
  if (v.development_mode === 'new') return v.nome_empreendimento.trim() || '—';
  if (v.empreendimento_id === null) return '—';
  const name = v.nome_empreendimento.trim();
  return name ? `${name} (código ${v.empreendimento_id})` : `Código ${v.empreendimento_id}`;
}

function WizardSummary() {
  const v = useWatch<WizardValues>() as WizardValues;
  const pending = useWizard((s) => s.photos.length);
  const address = [v.endereco, v.numero, v.complemento, v.bairro, v.cidade, v.estado]
    .filter((part) => part && String(part).trim() !== '')
    .join(', ');
  const rows: [string, string][] = [
    ['Título', v.title || '—'],
    [
      'Tipo',
      [
        v.property_type && propertyTypeLabel(v.property_type),
        v.usage_type && USAGE_TYPE_LABELS[v.usage_type],
        v.category,
      ]
        .filter(Boolean)
        .join(' · ') || '—',
    ],
    ['Negócio', v.business_type ? businessTypeLabel(v.business_type) : '—'],
    ['Endereço', address || '—'],
    ['Áreas', `${formatArea(v.usable_areas)} úteis · ${formatArea(v.total_areas)} totais`],
    [
      'Cômodos',
      [
        rooms(v.bedrooms, 'quarto', 'quartos'),
        rooms(v.suites, 'suíte', 'suítes'),
        rooms(v.bathrooms, 'banheiro', 'banheiros'),
        rooms(v.parking_spaces, 'vaga', 'vagas'),
      ].join(' · '),
    ],
    ['Empreendimento', developmentText(v)],
    ['Venda', formatMoney(v.price_sale)],
    ['Aluguel', formatMoney(v.price_rent)],
    ['Condomínio', v.condo_fee_exempt ? 'Isento' : withCents(v.condo_fee)],
    ['IPTU', v.iptu_exempt ? 'Isento' : withCents(v.iptu)],
    ['Fotos', String(v.image_urls.length + pending)],
  ];
  return (
    <Stack gap={6} component="section" aria-label="Resumo do imóvel">
      <Text fw={600}>Resumo</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
