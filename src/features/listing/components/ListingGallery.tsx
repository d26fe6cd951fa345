import { AspectRatio, Image, SimpleGrid, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { PhotoPlaceholder } from '@/components/PhotoPlaceholder';

/** A photo that gives way to 'Foto indisponível' when its URL does not load. */
function Photo({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <PhotoPlaceholder size="md" label="Foto indisponível" />;
  return (
    <Image
      src={src}
      alt={alt}
      h="100%"
      radius="md"
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailedSrc(src)}
    />
  );
}

/**
 * The cover large (the first photo, the page's largest paint, so it loads at once) and the others
 * as thumbnails below that show themselves in its place.
 */
export function ListingGallery({ images, title }: { images: string[]; title: string }) {
  const [shown, setShown] = useState(0);
  if (images.length === 0) {
    return (
      <AspectRatio ratio={16 / 9}>
        <PhotoPlaceholder size="md" label="Nenhuma foto cadastrada" />
      </AspectRatio>
    );
  }
  const current = Math.min(shown, images.length - 1);
  return (
    <Stack gap="xs">
      <AspectRatio ratio={16 / 9}>
        <Photo src={images[current]!} alt={`Foto ${current + 1} de ${images.length} — ${title}`} eager />
      </AspectRatio>
      {images.length > 1 && (
        <SimpleGrid
          cols={{ base: 4, sm: 6 }}
          spacing="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Fotos"
        >
          {images.map((src, i) => (
            <li key={`${i}-${src}`}>
              <UnstyledButton
                w="100%"
                onClick={() => setShown(i)}
                aria-label={`Ver foto ${i + 1} de ${images.length}`}
                aria-pressed={i === current}
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  outline: i === current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                  outlineOffset: 2,
                }}
              >
                <AspectRatio ratio={4 / 3}>
                  <Photo src={src} alt="" />
                </AspectRatio>
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
