import { Button, Menu } from '@mantine/core';
import type { CSSProperties } from 'react';
import { IconChevronDown, IconStar, IconStarOff } from '@tabler/icons-react';
import { HIGHLIGHT_LEVELS } from '@/api/enums';
import { publicationTypeOptionLabel, type PublicationType } from '@/lib/property-labels';

/**
 * Sets a highlight level (publication type) on the selection, or removes it (STANDARD, followed by
 * export + activate at the portal — spec part 1 §4).
 */
export function HighlightMenu({
  onSet,
  onRemove,
  loading,
  disabled,
  style,
}: {
  style?: CSSProperties;
  onSet: (type: PublicationType) => void;
  onRemove: () => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconStar size={14} />}
          rightSection={<IconChevronDown size={14} />}
          loading={loading}
          disabled={disabled}
          style={style}
        >
          Destaque
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Definir destaque</Menu.Label>
        {HIGHLIGHT_LEVELS.map((type) => (
          <Menu.Item key={type} leftSection={<IconStar size={14} />} onClick={() => onSet(type)}>
            {publicationTypeOptionLabel(type)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconStarOff size={14} />} onClick={onRemove}>
          Remover destaque
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
