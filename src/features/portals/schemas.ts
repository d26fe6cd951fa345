import * as v from 'valibot';

/**
 * Forms of the portal screens (Gandalf link and import, Canal Pro credentials, export,
 * automation, contract), with the spec's exact messages. The mock validates the request
 * bodies of /integrations/*, /canalpro/* and /api/canalpro-contract/* with these same schemas.
 */

const email = v.pipe(
  v.string('Email inválido'),
  v.trim(),
  v.nonEmpty('Email é obrigatório'),
  v.maxLength(254, 'Email deve ter no máximo 254 caracteres'),
  v.email('Email inválido'),
);
const password = v.pipe(
  v.string('Senha é obrigatória'),
  v.nonEmpty('Senha é obrigatória'),
  v.maxLength(128, 'Senha deve ter no máximo 128 caracteres'),
);
const deviceId = v.pipe(
  v.string('Identificador do dispositivo inválido'),
  v.trim(),
  v.maxLength(200, 'Identificador do dispositivo deve ter no máximo 200 caracteres'),
);
const sessionId = v.pipe(
  v.string('session_id inválido'),
  v.trim(),
  v.maxLength(200, 'session_id deve ter no máximo 200 caracteres'),
);
const otp = v.pipe(v.string('Código inválido'), v.trim(), v.maxLength(12, 'Código inválido'));

export const SESSION_REQUIRED_MESSAGE = 'session_id is required when validating OTP';
export const PASSWORD_REQUIRED_MESSAGE = 'password is required to start Gandalf login';

// ───────────── first portal (Gandalf) ─────────────

const linkEntries = {
  email,
  password: v.optional(
    v.pipe(v.string('Senha inválida'), v.maxLength(128, 'Senha deve ter no máximo 128 caracteres')),
  ),
  session_id: v.optional(sessionId),
  otp: v.optional(otp),
  device_id: v.optional(deviceId),
};

/**
 * The link form: step 1 sends email + password (start), step 2 the one-time code with the
 * session_id the start answered (validate). When otp is given session_id is required; when otp is
 * absent password is required.
 */
export const gandalfLinkSchema = v.pipe(
  v.object(linkEntries),
  v.forward(
    v.partialCheck(
      [['otp'], ['session_id']],
      (input) => !input.otp || !!input.session_id,
      SESSION_REQUIRED_MESSAGE,
    ),
    ['session_id'],
  ),
  v.forward(
    v.partialCheck(
      [['otp'], ['password']],
      (input) => !!input.otp || !!input.password,
      PASSWORD_REQUIRED_MESSAGE,
    ),
    ['password'],
  ),
);

/** POST /integrations/gandalf/validate: the code is required; email is optional (the session knows it). */
export const gandalfValidateSchema = v.pipe(
  v.object({ ...linkEntries, email: v.optional(email), otp: v.optional(otp) }),
  v.forward(
    v.partialCheck([['otp']], (input) => !!input.otp, 'Código é obrigatório'),
    ['otp'],
  ),
  v.forward(
    v.partialCheck(
      [['otp'], ['session_id']],
      (input) => !input.otp || !!input.session_id,
      SESSION_REQUIRED_MESSAGE,
    ),
    ['session_id'],
  ),
);

/** POST /integrations/gandalf/request-otp (design decision: {session_id, email?}). */
export const gandalfOtpRequestSchema = v.object({
  session_id: v.pipe(sessionId, v.nonEmpty('session_id é obrigatório')),
  email: v.optional(email),
});

/** The import dialog: only listings active at the portal, or all of them. */
export const gandalfImportSchema = v.object({
  only_active: v.optional(v.boolean('only_active deve ser verdadeiro ou falso'), false),
});

export const gandalfImportOneSchema = v.object({
  external_id: v.pipe(
    v.string('ID externo é obrigatório'),
    v.trim(),
    v.nonEmpty('ID externo é obrigatório'),
    v.maxLength(100, 'ID externo deve ter no máximo 100 caracteres'),
  ),
});

// ───────────── second portal (CanalPro) ─────────────

/** Renewing the Canal Pro credentials (settings, expired-token badge). */
export const credentialsRenewSchema = v.object({ email, password });

/** First configuration of the Canal Pro credentials. */
export const canalproSetupSchema = v.object({ email, password, device_id: v.optional(deviceId) });

const hoursBeforeExpiry = v.pipe(
  v.number('Informe a antecedência em horas'),
  v.integer('A antecedência deve ser um número inteiro de horas'),
  v.minValue(1, 'A antecedência deve ser de pelo menos 1 hora'),
  v.maxValue(72, 'A antecedência deve ser de no máximo 72 horas'),
);

/** Renewal N hours before the token expires (default 4). */
export const scheduleRenewalSchema = v.object({
  hours_before_expiry: v.optional(hoursBeforeExpiry, 4),
});

export const automationSetupSchema = v.object({
  email,
  password,
  device_id: v.optional(deviceId),
  hours_before_expiry: v.optional(hoursBeforeExpiry, 4),
  enabled: v.optional(v.boolean('enabled deve ser verdadeiro ou falso'), true),
});

/**
 * The forms' versions: the API takes a body without a lead time (4 h), but a field the user
 * emptied is asked for, never quietly sent as 4.
 */
export const scheduleRenewalFormSchema = v.object({ hours_before_expiry: hoursBeforeExpiry });
export const automationSetupFormSchema = v.object({
  ...automationSetupSchema.entries,
  hours_before_expiry: hoursBeforeExpiry,
});

const propertyIds = v.pipe(
  v.array(
    v.pipe(
      v.number('Ids de imóveis inválidos'),
      v.integer('Ids de imóveis inválidos'),
      v.minValue(1, 'Ids de imóveis inválidos'),
    ),
    'Selecione ao menos um imóvel',
  ),
  v.minLength(1, 'Selecione ao menos um imóvel'),
  v.maxLength(500, 'Selecione no máximo 500 imóveis por vez'),
);

export const exportSchema = v.object({ property_ids: propertyIds });
export const exportActivateSchema = v.object({ propertyIds });

// ───────────── contract configuration ─────────────

/** A calendar date (YYYY-MM-DD) that exists; `missing` is said when there is none at all. */
const isoDate = (missing = 'Data inválida') =>
  v.pipe(
    v.string(missing),
    v.isoDate('Data inválida'),
    v.check((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, 'Data inválida'),
  );
const highlightLimit = v.optional(
  v.pipe(
    v.number('Limite de destaques inválido'),
    v.integer('Limite de destaques deve ser um número inteiro'),
    v.minValue(0, 'Limite de destaques não pode ser negativo'),
  ),
);

export const contractConfigSchema = v.pipe(
  v.object({
    contract_id: v.optional(
      v.pipe(
        v.string('Número do contrato inválido'),
        v.trim(),
        v.maxLength(50, 'Número do contrato deve ter no máximo 50 caracteres'),
      ),
    ),
    plan_name: v.pipe(
      v.string('Nome do plano é obrigatório'),
      v.trim(),
      v.nonEmpty('Nome do plano é obrigatório'),
      v.maxLength(120, 'Nome do plano deve ter no máximo 120 caracteres'),
    ),
    // Required: an emptied fee must not be saved as "unchanged" (0 when the plan is free).
    monthly_fee: v.pipe(
      v.number('Mensalidade é obrigatória'),
      v.minValue(0, 'Mensalidade não pode ser negativa'),
    ),
    listing_limit: v.pipe(
      v.number('Limite de anúncios é obrigatório'),
      v.integer('Limite de anúncios deve ser um número inteiro'),
      v.minValue(1, 'Limite de anúncios deve ser pelo menos 1'),
    ),
    highlight_limits: v.object(
      {
        PREMIUM: highlightLimit,
        SUPER_PREMIUM: highlightLimit,
        PREMIERE_1: highlightLimit,
        PREMIERE_2: highlightLimit,
        TRIPLE: highlightLimit,
      },
      'Limites de destaque são obrigatórios',
    ),
    start_date: isoDate('Início do contrato é obrigatório'),
    end_date: v.optional(v.nullable(isoDate())),
  }),
  v.forward(
    v.partialCheck(
      [['start_date'], ['end_date']],
      (input) => !input.end_date || input.end_date > input.start_date,
      'Data de término deve ser posterior à data de início',
    ),
    ['end_date'],
  ),
);

export type CredentialsRenewValues = v.InferOutput<typeof credentialsRenewSchema>;
export type AutomationSetupValues = v.InferOutput<typeof automationSetupFormSchema>;
export type ScheduleRenewalValues = v.InferOutput<typeof scheduleRenewalFormSchema>;
