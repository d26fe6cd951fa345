/**
 * Canal Pro, the second listing portal (contract tag `canalpro`): credentials and their 6-hour
 * token, the token-renewal automation, export (long-running), export + activation (synchronous,
 * per-item results), and the contract configuration with its usage KPIs. The rules live in
 * `mocks/domain/canalpro-*.ts`; this file parses, authorises, calls them and answers.
 *
 * Permissions (docs/rules.md#canal-pro-permissions): every user of a tenant may read all of
 * this, store or renew the tenant's portal credentials, trigger a renewal and export; configuring
 * or disabling the automation, scheduling renewals and saving or deleting the contract are for
 * administrators.
 */
import type * as v from 'valibot';
import {
  automationSetupSchema,
  canalproSetupSchema,
  contractConfigSchema,
  credentialsRenewSchema,
  exportActivateSchema,
  exportSchema,
  scheduleRenewalSchema,
} from '../../src/features/portals/schemas';
import { contractFrom, contractKpis, exportAndActivate } from '../domain/canalpro-activation';
import {
  automationHistory,
  automationStatus,
  canalProLink,
  CANALPRO_TOKEN_TTL_MS,
  credentialCheck,
  newDeviceId,
  recordEvent,
  renew,
  syncNextRenewal,
} from '../domain/canalpro-automation';
import { requireCanalProCredentials } from '../domain/canalpro-credentials';
import {
  exportHistory,
  exportRunning,
  exportStatus,
  settleExports,
  startExport,
} from '../domain/canalpro-export';
import { ensurePortalLink, updatePortalLink } from '../domain/portal-link';
import { requireLiveProperties } from '../domain/tenant-properties';
import { errors, http, parseBody, requireAdmin, requireSession, run, validate } from '../http';
import { plural } from '../../src/lib/format';

/** The contract's JSON body helper for bodies that may be absent (→ `{}`). */
async function parseOptionalBody<T extends v.GenericSchema>(
  request: Request,
  schema: T,
): Promise<v.InferOutput<T>> {
  const text = await request.clone().text();
  if (!text.trim()) return validate(schema, {});
  return parseBody(request, schema);
}

export const canalproHandlers = [
  // Automation of the token renewal.
  http.post('/integrations/canalpro/auto-renew', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      let link = await canalProLink(session.tenant.id);
      // Preparing the renewal registers a device once credentials exist.
      if (link.canalpro_email && !link.device_id) {
        link = await updatePortalLink(link, (l) => {
          l.device_id = newDeviceId(l.tenant_id);
        });
      }
      const status = automationStatus(link);
      return response(200).json({
        device_id: link.device_id,
        automation_feasible: status.automation_feasible,
        requires_implementation: status.requires_implementation,
        next_steps: status.next_steps,
      });
    }),
  ),

  http.post('/integrations/canalpro/schedule-renewal', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = await parseOptionalBody(request, scheduleRenewalSchema);
      const link = await updatePortalLink(await canalProLink(session.tenant.id), (l) => {
        l.hours_before_expiry = body.hours_before_expiry;
        l.automation_enabled = true;
        syncNextRenewal(l);
      });
      return response(200).json(automationStatus(link));
    }),
  ),

  http.post('/canalpro/automation/setup', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = await parseBody(request, automationSetupSchema);
      const current = await ensurePortalLink(session.tenant.id);
      // Signing in with the credentials gives a fresh token.
      const now = Date.now();
      const link = await updatePortalLink(current, (l) => {
        l.canalpro_email = body.email;
        l.device_id = body.device_id || l.device_id || newDeviceId(l.tenant_id);
        l.hours_before_expiry = body.hours_before_expiry;
        l.automation_enabled = body.enabled;
        l.canalpro_expires_at = now + CANALPRO_TOKEN_TTL_MS;
        l.last_renewal_at = new Date(now).toISOString();
        syncNextRenewal(l);
      });
      await recordEvent(
        link.tenant_id,
        'setup',
        true,
        body.enabled ? 'Automação configurada' : 'Automação configurada (desativada)',
      );
      return response(200).json(automationStatus(link));
    }),
  ),

  http.get('/canalpro/automation/status', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      return response(200).json(automationStatus(await canalProLink(session.tenant.id)));
    }),
  ),

  http.post('/canalpro/automation/disable', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const current = await canalProLink(session.tenant.id);
      const link = await updatePortalLink(current, (l) => {
        l.automation_enabled = false;
        l.next_renewal_at = null;
      });
      if (current.automation_enabled)
        await recordEvent(link.tenant_id, 'disable', true, 'Automação desativada');
      return response(200).json(automationStatus(link));
    }),
  ),

  http.post('/canalpro/automation/trigger', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const link = await canalProLink(session.tenant.id);
      if (!link.canalpro_email) {
        const event = await recordEvent(
          link.tenant_id,
          'manual_trigger',
          false,
          'Falha ao renovar: credenciais do CanalPro não configuradas',
        );
        return response(200).json(event);
      }
      await renew(link, Date.now());
      return response(200).json(
        await recordEvent(link.tenant_id, 'manual_trigger', true, 'Token renovado com sucesso'),
      );
    }),
  ),

  http.get('/canalpro/automation/history', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await canalProLink(session.tenant.id);
      return response(200).json({ history: automationHistory(session.tenant.id) });
    }),
  ),

  // Export (long-running) and its progress.
  http.post('/integrations/canalpro/export', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, exportSchema);
      const tenantId = session.tenant.id;
      const properties = requireLiveProperties(tenantId, body.property_ids);
      requireCanalProCredentials(await canalProLink(tenantId));
      await settleExports(tenantId);
      if (exportRunning(tenantId)) {
        throw errors.conflict('Já existe uma exportação em andamento', 'EXPORT_ALREADY_RUNNING');
      }
      const created = await startExport(tenantId, properties);
      return response(202).json({
        success: true,
        export_id: String(created.id),
        processed: 0,
        failed: 0,
        errors: [],
        message: `Exportação iniciada para ${plural(properties.length, 'imóvel', 'imóveis')}`,
      });
    }),
  ),

  http.post('/integrations/canalpro/export_and_activate', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, exportActivateSchema);
      const tenantId = session.tenant.id;
      const properties = requireLiveProperties(tenantId, body.propertyIds);
      const link = await canalProLink(tenantId);
      requireCanalProCredentials(link);
      return response(200).json(await exportAndActivate(tenantId, properties, link.contract));
    }),
  ),

  http.get('/integrations/canalpro/export/status', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      return response(200).json(exportStatus(session.tenant.id));
    }),
  ),

  http.get('/integrations/canalpro/export/history', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      return response(200).json({ history: exportHistory(session.tenant.id) });
    }),
  ),

  // Credentials.
  http.post('/integrations/canalpro/setup', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, canalproSetupSchema);
      const current = await ensurePortalLink(session.tenant.id);
      let link = await renew(current, Date.now(), body.email);
      if (body.device_id) {
        link = await updatePortalLink(link, (l) => {
          l.device_id = body.device_id!;
        });
      }
      return response(200).json(credentialCheck(link, 'Credenciais do CanalPro configuradas com sucesso'));
    }),
  ),

  http.get('/integrations/canalpro/credentials/check', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      return response(200).json(credentialCheck(await canalProLink(session.tenant.id)));
    }),
  ),

  http.post('/integrations/canalpro/credentials/renew', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, credentialsRenewSchema);
      const link = await renew(await ensurePortalLink(session.tenant.id), Date.now(), body.email);
      await recordEvent(link.tenant_id, 'renewal', true, 'Credenciais renovadas manualmente');
      return response(200).json(credentialCheck(link, 'Credenciais renovadas com sucesso'));
    }),
  ),

  // Contract configuration and usage.
  http.get('/api/canalpro-contract/config', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const link = await ensurePortalLink(session.tenant.id);
      return response(200).json(link.contract);
    }),
  ),

  http.post('/api/canalpro-contract/config', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = await parseBody(request, contractConfigSchema);
      const current = await ensurePortalLink(session.tenant.id);
      const contract = contractFrom(body, current.contract, session.tenant.id * 1000 + current.id);
      await updatePortalLink(current, (l) => {
        l.contract = contract;
      });
      return response(200).json(contract);
    }),
  ),

  http.delete('/api/canalpro-contract/config', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const current = await ensurePortalLink(session.tenant.id);
      if (!current.contract) throw errors.notFound('Nenhum contrato configurado');
      await updatePortalLink(current, (l) => {
        l.contract = null;
      });
      return response(200).json({ message: 'Configuração do contrato removida' });
    }),
  ),

  http.get('/api/canalpro-contract/kpis', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const link = await ensurePortalLink(session.tenant.id);
      await settleExports(session.tenant.id);
      return response(200).json(contractKpis(session.tenant.id, link.contract));
    }),
  ),
];
