/**
 * Gandalf, the first listing portal (contract tag `gandalf`): link with email + password and a
 * one-time code, then import the portal's listings into the tenant's portfolio. The link state
 * of each tenant lives in `db.portalLinks`; the simulated portal in `mocks/domain/gandalf.ts`.
 */
import type * as v from 'valibot';
import type { components } from '../../src/api/schema';
import {
  gandalfImportOneSchema,
  gandalfImportSchema,
  gandalfLinkSchema,
  gandalfOtpRequestSchema,
  gandalfValidateSchema,
} from '../../src/features/portals/schemas';
import { randomId } from '../crypto';
import {
  GANDALF_MAX_OTP_ATTEMPTS,
  GANDALF_SESSION_TTL_MS,
  GANDALF_TOKEN_TTL_MS,
  hasValidGandalfToken,
  importBatch,
  importListing,
  pendingSession,
  portalListings,
  requireGandalfToken,
  tokenInfo,
} from '../domain/gandalf';
import { ensurePortalLink, updatePortalLink } from '../domain/portal-link';
import { tenantProperties } from '../domain/tenant-properties';
import { errors, http, parseBody, requireAdmin, requireSession, run, validate } from '../http';
import { GANDALF_OTP } from '../seeders/portals';

type ImportResult = components['schemas']['ImportResult'];

/** The body, or `{}` when the (optional) body is absent; malformed JSON is still a 400. */
async function parseOptionalBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S>> {
  const text = await request.clone().text();
  if (!text.trim()) return validate(schema, {});
  return parseBody(request, schema);
}

export const gandalfHandlers = [
  http.post('/integrations/gandalf/start', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, gandalfLinkSchema);
      const link = await ensurePortalLink(session.tenant.id);
      const sessionId = randomId('gds_');
      await updatePortalLink(link, (l) => {
        l.gandalf_email = body.email;
        l.gandalf_session_id = sessionId;
        l.gandalf_device_id = body.device_id || null;
        l.gandalf_session_expires_at = Date.now() + GANDALF_SESSION_TTL_MS;
        l.gandalf_otp_attempts = 0;
      });
      return response(200).json({
        requires_otp: true,
        session_id: sessionId,
        message: 'Código enviado para seu email',
      });
    }),
  ),

  http.post('/integrations/gandalf/validate', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, gandalfValidateSchema);
      const link = await ensurePortalLink(session.tenant.id);
      const sessionId = body.session_id!;
      pendingSession(link, sessionId);
      if (body.email && body.email.toLowerCase() !== (link.gandalf_email ?? '').toLowerCase()) {
        throw errors.validation({ email: 'Email não corresponde à sessão de login' });
      }
      if (body.otp !== GANDALF_OTP) {
        const attempts = (link.gandalf_otp_attempts ?? 0) + 1;
        const exhausted = attempts >= GANDALF_MAX_OTP_ATTEMPTS;
        await updatePortalLink(link, (l) => {
          l.gandalf_otp_attempts = attempts;
          if (exhausted) {
            l.gandalf_session_id = null;
            l.gandalf_session_expires_at = null;
          }
        });
        if (exhausted) {
          throw errors.validation(
            { otp: 'Muitas tentativas inválidas. Inicie a vinculação novamente.' },
            'Muitas tentativas inválidas',
          );
        }
        throw errors.validation({ otp: 'Código inválido' }, 'Código inválido');
      }
      const linked = await updatePortalLink(link, (l) => {
        l.gandalf_token = `gdf_${randomId()}${randomId()}`;
        l.gandalf_expires_at = Date.now() + GANDALF_TOKEN_TTL_MS;
        if (body.device_id) l.gandalf_device_id = body.device_id;
        l.gandalf_session_id = null;
        l.gandalf_session_expires_at = null;
        l.gandalf_otp_attempts = 0;
      });
      return response(200).json(tokenInfo(linked, sessionId));
    }),
  ),

  http.post('/integrations/gandalf/request-otp', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, gandalfOtpRequestSchema);
      const link = await ensurePortalLink(session.tenant.id);
      pendingSession(link, body.session_id);
      if (body.email && body.email.toLowerCase() !== (link.gandalf_email ?? '').toLowerCase()) {
        throw errors.validation({ email: 'Email não corresponde à sessão de login' });
      }
      // A new code (still GANDALF_OTP in the mock) and a fresh 10 minutes.
      await updatePortalLink(link, (l) => {
        l.gandalf_session_expires_at = Date.now() + GANDALF_SESSION_TTL_MS;
        l.gandalf_otp_attempts = 0;
      });
      return response(200).json({
        requires_otp: true,
        session_id: body.session_id,
        message: 'Novo código enviado para seu email',
      });
    }),
  ),

  http.post('/integrations/gandalf/import', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseOptionalBody(request, gandalfImportSchema);
      requireGandalfToken(await ensurePortalLink(session.tenant.id));
      return response(200).json(await importBatch(session.tenant.id, body.only_active));
    }),
  ),

  http.post('/properties/import_gandalf', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseOptionalBody(request, gandalfImportSchema);
      requireGandalfToken(await ensurePortalLink(session.tenant.id));
      return response(200).json(await importBatch(session.tenant.id, body.only_active));
    }),
  ),

  http.post('/integrations/gandalf/import_one', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, gandalfImportOneSchema);
      const link = await ensurePortalLink(session.tenant.id);
      requireGandalfToken(link);
      const tenantId = session.tenant.id;
      const owned = [...tenantProperties(tenantId).values()];
      const listing = portalListings(tenantId, owned).find((l) => l.external_id === body.external_id);
      if (!listing) throw errors.notFound('Anúncio não encontrado no portal Gandalf');
      const byExternalId = new Map(owned.map((p) => [p.external_id, p]));
      // An explicit request imports the listing even when it is inactive at the portal.
      const { outcome, error } = await importListing(tenantId, listing, byExternalId, false, Date.now());
      const result: ImportResult = { inserted: 0, updated: 0, skipped: 0, total_listings: 1, errors: [] };
      result[outcome] = 1;
      if (error) result.errors.push(error);
      return response(200).json(result);
    }),
  ),

  http.get('/admin/integrations/gandalf/validate', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const link = await ensurePortalLink(session.tenant.id);
      return response(200).json({ validated: hasValidGandalfToken(link) });
    }),
  ),
];
