import { Button, List, Modal, Stack, Text } from '@mantine/core';

/** There is no self-service reset: an administrator of the user's agency sets a new password. */
export function ForgotPasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Recuperar acesso" centered>
      <Stack gap="sm">
        <Text size="sm">Por segurança, a senha é redefinida pelo administrador da sua imobiliária.</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Peça ao administrador para abrir Gestão de Usuários e criar uma nova senha para você.
          </List.Item>
          <List.Item>Se você é o administrador, fale com o suporte da plataforma.</List.Item>
        </List>
        <Button onClick={onClose} mt="sm">
          Entendi
        </Button>
      </Stack>
    </Modal>
  );
}
