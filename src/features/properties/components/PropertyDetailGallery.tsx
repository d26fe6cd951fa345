import {
  Anchor,
  AspectRatio,
  Box,
  Button,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconExternalLink,
  IconVideo,
  IconView360,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { PropertyDetailView } from '../api/property-detail';
import { PhotoPlaceholder } from '@/components/PhotoPlaceholder';
import { PropertyDetailCard } from './PropertyDetailSections';

/** A photo that falls back to the placeholder when its URL does not load. */
function Photo({ src, alt, fit = 'cover' }: { src: string; alt: string; fit?: 'cover' | 'contain' }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <PhotoPlaceholder label="Foto indisponível" />;
  return (
    <Image
      src={src}
      alt={alt}
      fit={fit}
      h="100%"
      radius="sm"
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}

export function PropertyDetailGallery({ property }: { property: PropertyDetailView }) {
  const { images, videos, virtualTourLink, title } = property;
  const [open, setOpen] = useState<number | null>(null);
  const alt = (i: number) => `Foto ${i + 1} de ${images.length} — ${title}`;
  /** The photo `delta` places on, around the ends. */
  const step = (delta: number) =>
    setOpen((current) => (current === null ? null : (current + delta + images.length) % images.length));

  return (
    <PropertyDetailCard title="Fotos e Vídeos">
      <Stack gap="md">
        {images.length === 0 ? (
          <Box h={160}>
            <PhotoPlaceholder label="Nenhuma foto cadastrada" />
          </Box>
        ) : (
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
            spacing="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {images.map((src, i) => (
              <li key={`${i}-${src}`}>
                <UnstyledButton
                  onClick={() => setOpen(i)}
                  aria-label={`Ampliar foto ${i + 1} de ${images.length}`}
                  w="100%"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <AspectRatio ratio={4 / 3}>
                    <Photo src={src} alt={alt(i)} />
                  </AspectRatio>
                </UnstyledButton>
              </li>
            ))}
          </SimpleGrid>
        )}

        <Group gap="xl" align="flex-start">
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              Vídeos
            </Text>
            {videos.length === 0 ? (
              <Text size="sm">Nenhum vídeo cadastrado</Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {videos.map((url, i) => (
                  <li key={`${i}-${url}`}>
                    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={6} wrap="nowrap">
                        <IconVideo size={16} aria-hidden />
                        Vídeo {i + 1}
                        <IconExternalLink size={14} aria-label="(abre em nova aba)" />
                      </Group>
                    </Anchor>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              Tour virtual
            </Text>
            {virtualTourLink ? (
              <Anchor href={virtualTourLink} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={6} wrap="nowrap">
                  <IconView360 size={16} aria-hidden />
                  Abrir tour virtual
                  <IconExternalLink size={14} aria-label="(abre em nova aba)" />
                </Group>
              </Anchor>
            ) : (
              <Text size="sm">Nenhum tour virtual cadastrado</Text>
            )}
          </Stack>
        </Group>
      </Stack>

      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open !== null ? `Foto ${open + 1} de ${images.length}` : ''}
        size="xl"
        centered
        // As in any photo viewer, the arrow keys go to the previous and the next photo.
        onKeyDown={(event) => {
          if (images.length < 2) return;
          if (event.key === 'ArrowRight') step(1);
          else if (event.key === 'ArrowLeft') step(-1);
        }}
      >
        {open !== null && (
          <Stack gap="sm">
            <AspectRatio ratio={4 / 3}>
              <Photo src={images[open]!} alt={alt(open)} fit="contain" />
            </AspectRatio>
            {images.length > 1 && (
              <Group justify="space-between">
                <Button
                  variant="default"
                  leftSection={<IconChevronLeft size={16} />}
                  onClick={() => step(-1)}
                >
                  Anterior
                </Button>
                <Button
                  variant="default"
                  rightSection={<IconChevronRight size={16} />}
                  onClick={() => step(1)}
                >
                  Próxima
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </PropertyDetailCard>
  );
}
