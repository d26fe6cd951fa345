import { Alert, Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '@/components/form/PasswordField';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { IconCircleCheck, IconKey, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { errorMessage, isApiError } from '@/api/errors';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { getDeviceId } from '@/lib/device-id';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/notify';
import {
  useGandalfRequestOtp,
  useGandalfStart,
  useGandalfValidate,
  type GandalfTokenInfo,
} from '../api/gandalf';
import { gandalfLinkSchema, gandalfValidateSchema } from '../schemas';
import { inPortuguese } from '../server-texts';
import { readTokenInfo } from '../token-info';
import { storeGandalfToken, useGandalfTokenClock } from '../token-storage';
import { Tag } from '@/components/Tag';
import { BusyButton } from '@/components/BusyButton';

const LINK_SUCCESS_MESSAGE = 'Portal Gandalf vinculado com sucesso!';
const START_ERROR = 'Erro ao iniciar a vinculação com o portal Gandalf';
const VALIDATE_ERROR = 'Erro ao validar o código';
const RESEND_ERROR = 'Erro ao reenviar o código';

interface LinkValues {
  email: string;
  password: string;
  otp: string;
  /** Set by the start answer; its presence means the code step. */
  session_id: string;
}

const startResolver = valibotResolver(gandalfLinkSchema) as unknown as Resolver<LinkValues>;
const validateResolver = valibotResolver(gandalfValidateSchema) as unknown as Resolver<LinkValues>;
/** The portal's one-time codes have six digits. */
const OTP_LENGTH = 6;

/** Step 1 (no session yet) checks the link schema, step 2 the code schema — the spec's messages. */
const linkResolver: Resolver<LinkValues> = (values, context, options) =>
  values.session_id ? validateResolver(values, context, options) : startResolver(values, context, options);

/** The link state as stored in this browser (gandalf_token, gandalf_token_expiry). */
export function LinkStatusBadge() {
  const { token, expiryMs, now } = useGandalfTokenClock(60_000);
  if (!token) {
    return <Tag color="gray">Não vinculado</Tag>;
  }
  const valid = expiryMs === null || expiryMs > now;
  return <Tag color={valid ? 'green' : 'red'}>{valid ? 'Vinculado' : 'Vinculação expirada'}</Tag>;
}

/**
 * The Gandalf link: email + password → start → one-time code →
 * validate (session_id, otp, email, device_id), with 'Reenviar código' through request-otp. On
 * success the token and its expiry are stored and the header badge follows at once.
 */
export function GandalfLinkSection() {
  const start = useGandalfStart();
  const validate = useGandalfValidate();
  const resendOtp = useGandalfRequestOtp();
  const stored = useGandalfTokenClock(60_000);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    getValues,
    reset,
    control,
    formState: { errors },
  } = useForm<LinkValues>({
    resolver: linkResolver,
    defaultValues: { email: '', password: '', otp: '', session_id: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Every field's message at once (valibot otherwise stops the cross-field checks at the first
    // issue, hiding the password message behind an empty email).
    criteriaMode: 'all',
  });
  const sessionId = useWatch({ control, name: 'session_id' });
  const codeStep = sessionId !== '';

  const showServerErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      const shown = inPortuguese(message);
      if (field === 'email' || field === 'password' || field === 'otp') setError(field, { message: shown });
      else if (field === 'session_id') setError('otp', { message: shown });
    }
  };

  const linked = (info: GandalfTokenInfo) => {
    const { token, expiryMs } = readTokenInfo(info);
    storeGandalfToken(token, expiryMs);
    toast.success(LINK_SUCCESS_MESSAGE);
    setSentMessage(null);
    reset({ email: getValues('email'), password: '', otp: '', session_id: '' });
  };

  // Start, validate and resend go through the one in-flight guard: a double click sends one request.
  const submit = useSingleFlight(async (values: LinkValues) => {
    if (!codeStep) {
      try {
        const info = await start.mutateAsync({
          email: values.email,
          password: values.password,
          device_id: getDeviceId(),
        });
        if (!info.requires_otp && readTokenInfo(info).token) return linked(info);
        if (!info.session_id) {
          toast.error(START_ERROR);
          return;
        }
        setSentMessage(info.message ?? 'Código enviado para seu email');
        setValue('session_id', info.session_id);
        setTimeout(() => setFocus('otp'), 0);
      } catch (error) {
        toast.error(inPortuguese(errorMessage(error, START_ERROR)));
        showServerErrors(error);
      }
      return;
    }
    try {
      linked(
        await validate.mutateAsync({
          session_id: values.session_id,
          otp: values.otp,
          email: values.email,
          device_id: getDeviceId(),
        }),
      );
    } catch (error) {
      toast.error(inPortuguese(errorMessage(error, VALIDATE_ERROR)));
      showServerErrors(error);
    }
  });
  const onSubmit = handleSubmit((values) => submit.run(values));
  const otpField = register('otp');
  const busy = submit.busy;

  const resend = useSingleFlight(async () => {
    try {
      const info = await resendOtp.mutateAsync({
        session_id: getValues('session_id'),
        email: getValues('email'),
      });
      if (info.session_id) setValue('session_id', info.session_id);
      const message = info.message ?? 'Novo código enviado para seu email';
      setSentMessage(message);
      toast.info(message);
    } catch (error) {
      toast.error(errorMessage(error, RESEND_ERROR));
    }
  });

  const backToCredentials = () => {
    setSentMessage(null);
    reset({ ...getValues(), otp: '', session_id: '' });
  };

  return (
    <Stack gap="md">
      {stored.token && (
        <Alert variant="light" color="green" icon={<IconCircleCheck size={18} />}>
          <Text size="sm">
            Portal vinculado neste navegador
            {stored.expiryMs !== null && <> — o acesso expira em {formatDateTime(stored.expiryMs)}</>}. Para
            renovar, vincule novamente.
          </Text>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Vincular portal Gandalf">
        <Stack gap="sm" maw={560}>
          <TextInput
            label="Email do portal"
            type="email"
            autoComplete="email"
            placeholder="seu@email.com.br"
            readOnly={codeStep}
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Senha do portal"
            autoComplete="current-password"
            readOnly={codeStep}
            error={inPortuguese(errors.password?.message)}
            {...register('password')}
          />
          {codeStep && (
            <>
              {sentMessage && (
                <Alert variant="light" color="blue" icon={<IconMailForward size={18} />} aria-live="polite">
                  {sentMessage}
                </Alert>
              )}
              <TextInput
                label="Código de verificação"
                description="Digite o código de uso único enviado pelo portal."
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                error={inPortuguese(errors.otp?.message ?? errors.session_id?.message)}
                {...otpField}
                // Digits only, six at most: a letter typed or pasted never reaches the code.
                onChange={(event) => {
                  event.currentTarget.value = event.currentTarget.value
                    .replace(/\D/g, '')
                    .slice(0, OTP_LENGTH);
                  void otpField.onChange(event);
                }}
              />
            </>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            {codeStep ? (
              <Group gap="xs">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={backToCredentials}
                  disabled={busy}
                >
                  Alterar email ou senha
                </Anchor>
              </Group>
            ) : (
              <span />
            )}
            <Group gap="xs">
              {codeStep && (
                <BusyButton
                  variant="default"
                  onClick={() => void resend.run()}
                  busy={resend.busy}
                  disabled={busy}
                >
                  Reenviar código
                </BusyButton>
              )}
              <BusyButton type="submit" busy={busy} leftSection={<IconKey size={16} />}>
                {codeStep ? 'Validar código' : stored.token ? 'Vincular novamente' : 'Vincular portal'}
              </BusyButton>
            </Group>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
