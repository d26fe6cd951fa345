import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '@/api/schema';
import { ExportActivateDialog } from './ExportActivateDialog';
import { ExportDialog } from './ExportDialog';
import { db } from '@mocks/db';
import { toProperty } from '@mocks/serializers';
import { neverAnswers, scriptedExport } from '@mocks/overrides';
import { http } from '@mocks/http';

type ExportStatus = components['schemas']['ExportStatus'];

/** Gestor's tenant (2): 41 ready, 42 without photos, 44 and 49 ready with few photos. */
const IDS = [41, 42, 44, 49];

const meta = {
  title: 'Screens/Meus Imóveis/Exportação',
  component: ExportDialog,
  args: { opened: true, onClose: fn(), onExported: fn(), propertyIds: IDS },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * What follows a call (the status poll, a result, a toast whose host loads with the first toast of
 * the page) gets the time a loaded machine needs, not Testing Library's default second.
 */
const SLOW = { timeout: 10_000 };

async function start() {
  const button = await body().findByRole('button', { name: 'Iniciar exportação' }, SLOW);
  // The button is enabled once the credentials and each property's readiness are loaded.
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
  await userEvent.click(button);
}

function status(patch: Partial<ExportStatus>): ExportStatus {
  return {
    is_running: true,
    export_id: '900',
    total_properties: 4,
    processed: 2,
    successful: 2,
    failed: 0,
    current_property: { id: 44, title: 'Casa de vila 2 quartos no bairro Barra' },
    estimated_time_remaining: 7,
    started_at: new Date().toISOString(),
    errors: [],
    ...patch,
  };
}

/** The export always reports `statusAfterStart` once started. */
function fixedExport(statusAfterStart: ExportStatus) {
  return scriptedExport([statusAfterStart], { ...statusAfterStart, is_running: false, export_id: '1' });
}

/** Before starting: credentials checked, each property's readiness. */
export const Idle: Story = {};

/** A property missing its street is blocked and can be left out with one click. */
export const WithBlockedProperty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/properties/{id}', ({ params, response }) => {
          const record = db.properties.findFirst((q) => q.where({ id: Number(params.id) }));
          const property = toProperty(record!);
          return response(200).json(
            params.id === '44' ? { ...property, address: { ...property.address, street: null } } : property,
          );
        }),
      ],
    },
  },
  play: async () => {
    await userEvent.click(
      await body().findByRole('button', { name: 'Remover bloqueados da exportação' }, SLOW),
    );
  },
};

/** 'Iniciando...' while the start call is on its way. */
export const Starting: Story = {
  parameters: {
    msw: {
      handlers: [http.post('/integrations/canalpro/export', neverAnswers)],
    },
  },
  play: start,
};

/** Progress: processed of total, successes, failures, the current property and the time left. */
export const Running: Story = {
  parameters: { msw: { handlers: fixedExport(status({})) } },
  play: async () => {
    await start();
    await expect(await body().findByRole('button', { name: 'Exportando... 50%' }, SLOW)).toBeDisabled();
  },
};

/** The mock's real export, polled every 2 s to the end. */
export const RealProgress: Story = {
  args: { propertyIds: [41, 44] },
  play: start,
};

export const Done: Story = {
  parameters: {
    msw: {
      handlers: fixedExport(
        status({
          is_running: false,
          processed: 4,
          successful: 4,
          current_property: null,
          estimated_time_remaining: 0,
        }),
      ),
    },
  },
  play: async () => {
    await start();
    await expect(await body().findByRole('button', { name: 'Concluído' }, SLOW)).toBeInTheDocument();
  },
};

export const DoneWithErrors: Story = {
  parameters: {
    msw: {
      handlers: fixedExport(
        status({
          is_running: false,
          processed: 4,
          successful: 3,
          failed: 1,
          current_property: null,
          estimated_time_remaining: 0,
          errors: [
            'Casa 4 quartos no bairro Asa Sul (QD-432598): Imóvel sem fotos: adicione ao menos uma imagem',
          ],
        }),
      ),
    },
  },
  play: async () => {
    await start();
    await expect(
      await body().findByRole('button', { name: 'Concluído com erros' }, SLOW),
    ).toBeInTheDocument();
  },
};

/** Expired Canal Pro credentials block the export, with a link to the settings. */
export const ExpiredPortalCredentials: Story = {
  parameters: { mockScenario: 'expired-portal-credentials' },
  play: async () => {
    await expect(
      await body().findByRole('link', { name: 'Configurar credenciais' }, SLOW),
    ).toBeInTheDocument();
  },
};

/** The portal refuses the credentials while starting. */
export const AuthenticationFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/integrations/canalpro/export', ({ response }) =>
          response(502).json({
            message: 'Falha de autenticação. Verifique suas credenciais.',
            code: 'PORTAL_AUTH_FAILED',
            details: null,
          }),
        ),
      ],
    },
  },
  play: async () => {
    await start();
    await expect(
      await body().findByText('Falha de autenticação. Verifique suas credenciais.', {}, SLOW),
    ).toBeInTheDocument();
  },
};

/** Every API call fails: readiness cannot be checked and the start fails with the server's message. */
export const ServerError: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async () => {
    await start();
    await expect(await body().findByText('Erro interno do servidor', {}, SLOW)).toBeInTheDocument();
  },
};

/** 'Exportar + Ativar para Canal Pro' before running. */
export const ExportActivateIdle: Story = {
  args: { propertyIds: [41, 42, 46] },
  render: (args) => <ExportActivateDialog opened onClose={args.onClose} propertyIds={args.propertyIds} />,
};

/** Per-property results: 41 live, 42 refused at export (no photos), 46 held at activation. */
export const ExportActivateWithItemError: Story = {
  args: { propertyIds: [41, 42, 46] },
  render: (args) => <ExportActivateDialog opened onClose={args.onClose} propertyIds={args.propertyIds} />,
  play: async () => {
    const button = await body().findByRole('button', { name: 'Exportar e ativar' }, SLOW);
    // Enabled once the credentials and each property's readiness are loaded.
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(button);
    await expect(await body().findByText(/Código: MISSING_IMAGES/, {}, SLOW)).toBeInTheDocument();
  },
};

export const ExportActivateExpiredCredentials: Story = {
  args: { propertyIds: [41, 42, 46] },
  parameters: { mockScenario: 'expired-portal-credentials' },
  render: (args) => <ExportActivateDialog opened onClose={args.onClose} propertyIds={args.propertyIds} />,
};
