import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, VisuallyHidden } from '@mantine/core';
import { useRef, useState } from 'react';
import { plural } from '@/lib/format';
import { PhotoRow } from './PhotoRow';
import { itemName, useGallery } from './useGallery';

const INSTRUCTIONS =
  'Para mudar a ordem, pressione espaço ou Enter na alça da foto, mova com as setas para cima e ' +
  'para baixo e solte com espaço ou Enter. Esc cancela. A primeira foto é a capa.';

/**
 * The photos in their order (issue 27.2): dragged with the mouse or a finger by their handle, or
 * with the keyboard (Space, arrows, Space), each move announced in pt-BR to screen readers.
 */
export function PhotoList() {
  const { items, move, makeCover, remove } = useGallery();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    // A finger scrolls the page unless it rests on the handle a moment.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map((item) => item.key);
  const total = items.length;
  const nameOf = (id: string | number) => {
    const index = keys.indexOf(String(id));
    return index < 0 ? 'Foto' : itemName(items[index]!, index);
  };
  const place = (id: string | number) => keys.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(active.id)} selecionada, posição ${place(active.id)} de ${total}.`,
    // Over itself (where a drag starts) says nothing: the pick-up announcement stays.
    onDragOver: ({ active, over }) =>
      !over
        ? `${nameOf(active.id)} fora da lista.`
        : over.id === active.id
          ? undefined
          : `${nameOf(active.id)} movida para a posição ${place(over.id)} de ${total}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} solta na posição ${place(over.id)} de ${total}${place(over.id) === 1 ? ': é a capa' : ''}.`
        : `${nameOf(active.id)} solta fora da lista; a ordem não mudou.`,
    onDragCancel: ({ active }) =>
      `Movimento cancelado. ${nameOf(active.id)} continua na posição ${place(active.id)} de ${total}.`,
  };

  // A removed photo's row takes the focus with it: it goes to the row now in its place (or the
  // list), and the removal is said.
  const listRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState('');
  const removeAt = (index: number) => {
    setNotice(`${itemName(items[index]!, index)} removida. ${plural(total - 1, 'foto', 'fotos')} na lista.`);
    remove(index);
    requestAnimationFrame(() => {
      const handles = listRef.current?.querySelectorAll<HTMLElement>('[aria-roledescription="sortable"]');
      const next = handles?.[Math.min(index, handles.length - 1)];
      (next ?? listRef.current)?.focus();
    });
  };

  // The cover's row moves to the top and its 'Definir como capa' goes: the focus follows the photo,
  // on its handle, and the new cover is said.
  const coverAt = (index: number) => {
    const key = items[index]!.key;
    setNotice(`${itemName(items[index]!, index)} é a capa.`);
    makeCover(index);
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLElement>(
          `[data-photo-key="${CSS.escape(key)}"] [aria-roledescription="sortable"]`,
        )
        ?.focus(),
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" role="list" aria-label="Fotos do imóvel" ref={listRef} tabIndex={-1}>
          {items.map((item, index) => (
            <PhotoRow
              key={item.key}
              item={item}
              index={index}
              name={itemName(item, index)}
              onCover={() => coverAt(index)}
              onRemove={() => removeAt(index)}
            />
          ))}
        </Stack>
      </SortableContext>
      <VisuallyHidden role="status">{notice}</VisuallyHidden>
    </DndContext>
  );
}
