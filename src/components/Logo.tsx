import { Box, Image } from '@mantine/core';
import logoDark from '@/assets/logo-dark.svg';
import logoLight from '@/assets/logo-light.svg';

/** The brand mark, a different drawing per theme; both are rendered and CSS hides one, so no flash. */
export function Logo({ height = 40 }: { height?: number }) {
  return (
    <Box>
      <Image src={logoLight} h={height} w="auto" alt="Imobi" darkHidden />
      <Image src={logoDark} h={height} w="auto" alt="Imobi" lightHidden />
    </Box>
  );
}
