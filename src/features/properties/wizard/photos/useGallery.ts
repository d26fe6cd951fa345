import { useFormContext, useWatch } from 'react-hook-form';
import type { components } from '@/api/schema';
import { belowPortalMinimum } from '@/lib/portal-rules';
import { photoName } from '../photo-name';
import { useWizard } from '../store';
import type { WizardValues } from '../values';
import { galleryItems, moved, type GalleryItem } from './gallery';

type PropertyPhoto = components['schemas']['PropertyPhoto'];

/** What a photo of the list is called: the file's name, or the saved image's (photo-name.ts). */
export function itemName(item: GalleryItem, index: number): string {
  return item.kind === 'device' ? item.photo.file.name : photoName(item.url, index);
}

/**
 * The photos of the list known to be below the portal's minimum resolution, by name: a device
 * photo by its resized size, a saved one by what the server recorded of it (`Property.photos`).
 */
export function smallPhotoNames(items: readonly GalleryItem[], stored: readonly PropertyPhoto[]): string[] {
  return items.flatMap((item, index) => {
    const facts = item.kind === 'device' ? item.photo : stored.find((photo) => photo.url === item.url);
    if (!facts?.width || !facts.height || !belowPortalMinimum(facts.width, facts.height)) return [];
    return `${itemName(item, index)} (${facts.width} × ${facts.height} px)`;
  });
}

/**
 * The photo step's one list and its moves. A move sets the store's order and the form's
 * `image_urls` (the saved images in their new relative order: what the save sends, and what the
 * draft keeps); the device photos' places are sent after their upload (images/order).
 */
export function useGallery() {
  const { control, setValue } = useFormContext<WizardValues>();
  const images = useWatch({ control, name: 'image_urls' });
  const photos = useWizard((s) => s.photos);
  const order = useWizard((s) => s.order);
  const setOrder = useWizard((s) => s.setOrder);
  const removePhoto = useWizard((s) => s.removePhoto);
  const items = galleryItems(images, photos, order);

  const arrange = (next: GalleryItem[]) => {
    setOrder(next.map((item) => item.key));
    const saved = next.flatMap((item) => (item.kind === 'saved' ? item.url : []));
    if (saved.some((url, i) => url !== images[i])) setValue('image_urls', saved, { shouldDirty: true });
  };

  return {
    items,
    move: (from: number, to: number) => arrange(moved(items, from, to)),
    makeCover: (index: number) => arrange(moved(items, index, 0)),
    remove: (index: number) => {
      const item = items[index]!;
      if (item.kind === 'device') removePhoto(item.photo.id);
      else
        setValue(
          'image_urls',
          images.filter((_, i) => i !== images.indexOf(item.url)),
          { shouldDirty: true },
        );
    },
  };
}
