import { Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { developmentsOptions, type Development } from '../../api/developments';
import type { WizardValues } from '../values';

function place(d: Development): string {
  return [d.address.neighborhood, d.address.city].filter(Boolean).join(', ');
}

/**
 * 'Empreendimento existente': a development found by name, neighbourhood or city
 * (GET /developments), never a code typed blind. The form holds its id, and its name for the
 * summary; the server refuses an id it does not know ('Empreendimento não encontrado').
 */
export function DevelopmentPicker({ required }: { required: boolean }) {
  const { control, setValue } = useFormContext<WizardValues>();
  const {
    field: { ref, name: fieldName, value: id, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'empreendimento_id' });
  const name = useController({ control, name: 'nome_empreendimento' }).field.value;
  const [search, setSearch] = useState(name);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useQuery(developmentsOptions(debounced));
  const [chosen, setChosen] = useState<Development | null>(null);

  const found = query.data ?? [];
  const current = id !== null && id > 0 ? String(id) : null;
  const data = found.map((d) => ({ value: String(d.id), label: d.name }));
  // The chosen one stays an option while the search shows others, or its name would vanish.
  if (current && !data.some((o) => o.value === current))
    data.unshift({ value: current, label: name || `Empreendimento ${current}` });
  const byId = new Map(found.map((d) => [String(d.id), d]));
  // Where the development just picked is; a loaded property keeps its own condominium's facts.
  const shown = chosen && String(chosen.id) === current ? chosen : null;

  return (
    <Stack gap={4} maw={460}>
      <Select
        ref={ref}
        name={fieldName}
        label="Empreendimento"
        withAsterisk={required}
        description="Busque pelo nome, bairro ou cidade."
        placeholder="Digite para buscar"
        searchable
        clearable
        data={data}
        value={current}
        searchValue={search}
        onSearchChange={setSearch}
        // The server already filtered by what was typed.
        filter={({ options }) => options}
        nothingFoundMessage={
          query.isError
            ? 'Erro ao buscar empreendimentos'
            : query.isFetching
              ? 'Buscando…'
              : 'Nenhum empreendimento encontrado'
        }
        renderOption={({ option }) => {
          const d = byId.get(option.value);
          return (
            <Stack gap={0}>
              <Text size="sm">{option.label}</Text>
              {d && (
                <Text size="xs" c="dimmed">
                  {place(d)} · código {d.id}
                </Text>
              )}
            </Stack>
          );
        }}
        onChange={(value) => {
          const picked = value ? (byId.get(value) ?? null) : null;
          setChosen(picked);
          onChange(value ? Number(value) : null);
          setValue('nome_empreendimento', picked?.name ?? (value ? name : ''), { shouldDirty: true });
        }}
        onBlur={onBlur}
        error={fieldState.error?.message}
      />
      {shown && (
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {[shown.address.street, shown.address.number].filter(Boolean).join(', ')} · {place(shown)} ·
            código {shown.id}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
