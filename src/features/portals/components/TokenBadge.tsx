import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHelpCircle, IconLoader2 } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { toast } from '@/lib/notify';
import { credentialsCheckOptions } from '../api/credentials';
import { readGandalfExpiry, useGandalfTokenClock } from '../token-storage';
import {
  countDown,
  localTokenState,
  TOKEN_RECHECK_INTERVAL_MS,
  tokenBadgeDetail,
  tokenBadgeLabel,
  tokenBadgeState,
} from '../token-rule';

const COLORS = { checking: 'gray', unverified: 'yellow', valid: 'green', expired: 'red' } as const;
const ICONS = {
  checking: IconLoader2,
  unverified: IconHelpCircle,
  valid: IconCircleCheck,
  expired: IconAlertTriangle,
} as const;
const CHECK_ERROR = 'Não foi possível verificar as credenciais do CanalPro';

/**
 * The header badge of the portal token: 'Verificando', 'CanalPro: OK (6 h)' or
 * 'CanalPro: Expirado'. The stored expiry is re-read every 5 minutes; with more than 30 s left it
 * counts as valid without a call, otherwise the server is asked (credentials/check); a check that
 * gets no answer says 'CanalPro: não verificado' (the reason in its tooltip and on a click). A
 * click re-checks, and when the credentials are not valid opens the portal link in settings.
 */
export function TokenBadge() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clock = useGandalfTokenClock(TOKEN_RECHECK_INTERVAL_MS);
  const needsServer = localTokenState(clock.expiryMs, clock.now) === null;
  const check = useQuery({
    ...credentialsCheckOptions(),
    enabled: needsServer,
    refetchInterval: needsServer ? TOKEN_RECHECK_INTERVAL_MS : false,
  });
  const [rechecking, setRechecking] = useState(false);

  // The decision follows the 5-minute re-check; the seconds shown count down every second.
  const display = useGandalfTokenClock(1000);
  const decided = rechecking
    ? ({ status: 'checking' } as const)
    : tokenBadgeState(clock.expiryMs, clock.now, { data: check.data, failed: check.isError });
  const state = countDown(decided, display.now, {
    expiryMs: needsServer ? null : display.expiryMs,
    checkedAt: check.dataUpdatedAt,
  });
  const label = tokenBadgeLabel(state);
  // '6 h' on the badge; the exact seconds left (the spec's figure) in its tooltip and name.
  const detail = tokenBadgeDetail(state);

  const recheck = async () => {
    if (rechecking) return;
    clock.refresh();
    if (localTokenState(readGandalfExpiry(), Date.now())) return;
    setRechecking(true);
    try {
      const result = await queryClient.fetchQuery({ ...credentialsCheckOptions(), staleTime: 0 });
      if (!result.is_valid) void navigate({ to: '/settings', search: { open: 'gandalf' } });
    } catch (error) {
      // No answer is not an invalid credential: say why instead of sending the user to re-link.
      toast.error(errorMessage(error, CHECK_ERROR), { title: CHECK_ERROR });
    } finally {
      setRechecking(false);
    }
  };

  const Icon = ICONS[state.status];
  const tooltip =
    state.status === 'unverified'
      ? `${CHECK_ERROR}. Clique para tentar de novo.`
      : `${detail ? `${detail}. ` : ''}Clique para verificar as credenciais do portal novamente`;
  return (
    <Tooltip label={tooltip}>
      <UnstyledButton
        onClick={() => void recheck()}
        aria-label={detail ? `${label}. ${detail}` : label}
        data-testid="token-badge"
        aria-busy={state.status === 'checking'}
      >
        <Badge
          component="span"
          size="lg"
          variant="light"
          color={COLORS[state.status]}
          leftSection={<Icon size={14} aria-hidden />}
          tt="none"
          c="var(--mantine-color-text)"
          style={{ cursor: 'pointer' }}
        >
          {label}
        </Badge>
      </UnstyledButton>
    </Tooltip>
  );
}
