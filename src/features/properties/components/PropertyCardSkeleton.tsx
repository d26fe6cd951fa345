import { Card, Skeleton, Stack } from '@mantine/core';

/** Every card has the same height, so the grid never jumps while pages load. */
const CARD_HEIGHT = 420;
const IMAGE_HEIGHT = 150;

/** A card's stand-in while its page loads, at the card's height. */
export function PropertyCardSkeleton() {
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      h={CARD_HEIGHT}
      aria-hidden
      data-testid="property-card-skeleton"
    >
      <Card.Section>
        <Skeleton h={IMAGE_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap={10} mt="sm">
        <Skeleton h={18} w="85%" />
        <Skeleton h={12} w="50%" />
        <Skeleton h={22} w="45%" />
        <Skeleton h={14} w="95%" />
        <Skeleton h={14} w="70%" />
        <Skeleton h={16} w="80%" />
        <Skeleton h={12} w="40%" />
        <Skeleton h={12} w="45%" />
      </Stack>
    </Card>
  );
}
