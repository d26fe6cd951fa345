import { Group, Radio } from '@mantine/core';

/**
 * A one-of filter as plain radios: each option is a real, visible radio with its label, so a click
 * on the word, a keyboard (arrows) or an automated `check()` all select it.
 */
export function FilterRadios<T extends string>({
  label,
  data,
  value,
  onChange,
}: {
  label: string;
  data: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)} size="xs">
      <Group gap="md" mt={6}>
        {data.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
