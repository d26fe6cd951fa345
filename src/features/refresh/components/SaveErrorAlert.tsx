import { Alert, Code, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isApiError } from '@/api/errors';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { REFRESH_MESSAGES as M } from '../messages';

/**
 * A failed save: 'Erro ao salvar cronograma.' or the server's text, plus the error's
 * detail as JSON. Nothing typed is lost: the form stays as it was.
 */
export function SaveErrorAlert({ error }: { error: unknown }) {
  const api = isApiError(error) ? error : null;
  const text = api && (api.fromServer || api.status === 0) ? api.message : null;
  const detail = api ? { message: api.message, code: api.code, details: api.details } : null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} />}
      title={M.saveError}
      styles={READABLE_ALERT_TITLE}
      role="alert"
      data-testid="save-error"
    >
      {text && text !== M.saveError && <Text size="sm">{text}</Text>}
      {detail && (
        <Code block mt="xs" fz="xs">
          {JSON.stringify(detail, null, 2)}
        </Code>
      )}
    </Alert>
  );
}
