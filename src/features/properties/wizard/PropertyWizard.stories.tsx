import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppHarness } from '@/app/AppHarness';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { toProperty } from '@mocks/serializers';
import { answersServerError, neverAnswers } from '@mocks/overrides';

/** 41 is the first property of gestor's agency (tenant 2) in the deterministic seed. */
const OWN_ID = 41;
/** 22 belongs to a partner agency and is shared with gestor's (read-only for gestor). */
const PARTNER_SHARED_ID = 22;
const SLOW = { timeout: 5000 };

const meta = {
  title: 'Screens/Cadastro de Imóvel',
  component: AppHarness,
  args: { url: '/properties/new' },
  parameters: { session: 'gestor' },
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The side panel: beside the form on a wide screen, a drawer behind a button on a narrow one. Either
 * shows once the form is there (an edit loads the property first).
 */
async function panelOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const name = 'Resumo e publicação';
  const found = await waitFor(
    () => canvas.queryByRole('complementary', { name }) ?? canvas.getByRole('button', { name }),
    SLOW,
  );
  if (found.tagName !== 'BUTTON') return within(found);
  await userEvent.click(found);
  return within(await within(document.body).findByRole('dialog', { name }));
}

/** A new property, nothing typed: every blocking field listed, Publicar disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(await panel.findByText('6 campos obrigatórios para publicar', {}, SLOW)).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  },
};

/** A fully filled property opened for editing (the edit loaded state). */
export const Filled: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Editar Imóvel' }, SLOW),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Título do anúncio/)).not.toHaveValue('');
  },
};

/** A penthouse for sale and rent with only a type chosen: the development and both prices block. */
export const BlockingErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Venda e aluguel' }, SLOW));
    const panel = await panelOf(canvasElement);
    await expect(panel.getByRole('button', { name: 'Valor do aluguel' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Preço de venda' })).toBeInTheDocument();
  },
};

/**
 * Everything required is there, advice remains: 41 without its description ('Descrição detalhada').
 * The seed's 41 is complete ('Pronto para publicar'), so the story takes the description away.
 */
export const Warnings: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  parameters: {
    msw: {
      handlers: [
        http.get('/properties/{id}', ({ params, response }) => {
          const record = db.properties.findFirst((q) => q.where({ id: Number(params.id) }));
          return response(200).json({ ...toProperty(record!), description: null });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // The property loaded into the form first: the panel shown while it loads is replaced.
    const title = await within(canvasElement).findByLabelText(/Título do anúncio/, {}, SLOW);
    await waitFor(() => expect(title).not.toHaveValue(''), SLOW);
    const panel = await panelOf(canvasElement);
    await expect(await panel.findByText('Recomendações', {}, SLOW)).toBeInTheDocument();
  },
};

/** Step 2 with a known CEP typed: the address filled and 'Endereço encontrado!'. */
export const CepFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Próximo' }, SLOW));
    await userEvent.type(await canvas.findByLabelText('CEP'), '22440000');
    await expect(await canvas.findByDisplayValue('Avenida Ataulfo de Paiva', {}, SLOW)).toBeInTheDocument();
  },
};

/** Step 2 with an unknown CEP: 'CEP não encontrado', the typed address left alone. */
export const CepNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Próximo' }, SLOW));
    await userEvent.type(await canvas.findByLabelText('CEP'), '99999999');
    await expect(await canvas.findByText('CEP não encontrado', {}, SLOW)).toBeInTheDocument();
  },
};

/** A real photo drawn here (the resizer decodes what it gets), `width` × `height` px. */
async function photoFile(name: string, width: number, height: number): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#2f9e44';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1c7ed6';
  ctx.fillRect(0, height / 2, width, height / 2);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
  return new File([blob], name, { type: 'image/jpeg' });
}

async function choosePhotos(canvasElement: HTMLElement, files: File[]) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Etapa 6: Fotos e vídeos' }, SLOW));
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, files);
}

/**
 * Photos chosen on the photo step (issue 27): each resized in the worker with what it saved
 * ('… → …' and its new size), in one list with the saved ones, 'Definir como capa' on each.
 */
export const PhotosChosen: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  play: async ({ canvasElement }) => {
    await choosePhotos(canvasElement, [
      await photoFile('fachada.jpg', 2400, 1600),
      await photoFile('sala.jpg', 320, 240),
    ]);
    const list = within(within(canvasElement).getByRole('list', { name: 'Fotos do imóvel' }));
    await expect(await list.findByText(/ → .* · 1\.920 × 1\.280 px$/, {}, SLOW)).toBeInTheDocument();
    await expect(await list.findByText(/ → .* · 320 × 240 px$/, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(list.getByRole('button', { name: 'Definir como capa: fachada.jpg' }));
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent('fachada.jpg');
  },
};

/** A photo from the device being sent after the save (the upload never finishes here). */
export const UploadInProgress: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  parameters: { msw: { handlers: [http.post('/properties/{id}/images/upload', neverAnswers)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePhotos(canvasElement, [await photoFile('sala.jpg', 1200, 900)]);
    await expect(await canvas.findByText('Será enviada ao salvar', {}, SLOW)).toBeInTheDocument();
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    await expect(await canvas.findByText('Enviando…', {}, SLOW)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancelar envio de sala.jpg' })).toBeInTheDocument();
  },
};

/** The property saved, a photo refused by the server: 'Tentar novamente' or 'Continuar sem elas'. */
export const UploadFailed: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  parameters: { msw: { handlers: [http.post('/properties/{id}/images/upload', answersServerError)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePhotos(canvasElement, [await photoFile('sala.jpg', 1200, 900)]);
    await expect(await canvas.findByText('Será enviada ao salvar', {}, SLOW)).toBeInTheDocument();
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Salvar alterações' }));
    const alert = await canvas.findByText('Imóvel salvo, mas há fotos não enviadas', {}, SLOW);
    await expect(alert).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tentar enviar sala.jpg de novo' })).toBeInTheDocument();
  },
};

/** With the export on, a photo below Canal Pro's minimum resolution is named in the advice. */
export const PhotoBelowPortalMinimum: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  play: async ({ canvasElement }) => {
    await choosePhotos(canvasElement, [await photoFile('detalhe.jpg', 320, 240)]);
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('switch', { name: /Exportar para o Canal Pro/ }));
    await expect(
      await panel.findByText(
        /Foto abaixo do mínimo do Canal Pro \(800 × 600 px\): detalhe\.jpg \(320 × 240 px\)/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  },
};

/** The server refuses the save: 'Erro ao salvar imóvel', the form untouched. */
export const SaveFailure: Story = {
  parameters: { msw: { handlers: [http.post('/properties', answersServerError)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Título do anúncio/, {}, SLOW), 'Casa com quintal');
    const panel = await panelOf(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Salvar' }));
    await expect(
      await within(document.body).findByText('Erro ao salvar imóvel', {}, SLOW),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Título do anúncio/)).toHaveValue('Casa com quintal');
  },
};

/** The edit wizard while the property loads. */
export const EditLoading: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  parameters: { msw: { handlers: [http.get('/properties/{id}', neverAnswers)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Carregando imóvel', {}, SLOW),
    ).toBeInTheDocument();
  },
};

/** The edit wizard for an id that is not the user's: 'Imóvel não encontrado' and the way back. */
export const EditNotFound: Story = {
  args: { url: '/properties/999999/edit' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Imóvel não encontrado' }, SLOW),
    ).toBeInTheDocument();
  },
};

/** The edit wizard when the load fails: 'Erro ao carregar imóvel' with a retry. */
export const EditError: Story = {
  args: { url: `/properties/${OWN_ID}/edit` },
  parameters: { msw: { handlers: [http.get('/properties/{id}', answersServerError)] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Erro ao carregar imóvel', {}, SLOW),
    ).toBeInTheDocument();
  },
};

/** Values the save would refuse: a two-letter title and a 7-digit CEP, named under 'Corrija também'. */
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Título do anúncio/, {}, SLOW), 'AB');
    await userEvent.click(await canvas.findByRole('button', { name: 'Etapa 2: Localização' }, SLOW));
    await userEvent.type(await canvas.findByLabelText('CEP'), '8002000');
    const panel = await panelOf(canvasElement);
    await expect(
      await panel.findByRole('button', { name: 'Título deve ter pelo menos 3 caracteres' }, SLOW),
    ).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'CEP deve ter 8 dígitos' })).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: 'Publicar' })).toBeDisabled();
  },
};

/** Step 4, 'Empreendimento existente': developments found by name. */
export const ExistingDevelopment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Etapa 4: Empreendimento' }, SLOW));
    await userEvent.click(canvas.getByText('Empreendimento existente'));
    await userEvent.type(canvas.getByRole('combobox', { name: /^Empreendimento/ }), 'mira');
    await expect(
      await within(document.body).findByRole('option', { name: /Edifício Mirante/ }, SLOW),
    ).toBeInTheDocument();
  },
};

/** The development search fails: the dropdown says so instead of 'nothing found'. */
export const DevelopmentSearchError: Story = {
  parameters: { msw: { handlers: [http.get('/developments', answersServerError)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Etapa 4: Empreendimento' }, SLOW));
    await userEvent.click(canvas.getByText('Empreendimento existente'));
    await userEvent.type(canvas.getByRole('combobox', { name: /^Empreendimento/ }), 'mira');
    await expect(
      await within(document.body).findByText('Erro ao buscar empreendimentos', {}, SLOW),
    ).toBeInTheDocument();
  },
};

/** A partner's shared property opened for editing: read-only, with the way to its detail. */
export const PartnerReadOnly: Story = {
  args: { url: `/properties/${PARTNER_SHARED_ID}/edit` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Imóvel compartilhado por parceiro (somente leitura)' },
        SLOW,
      ),
    ).toBeInTheDocument();
  },
};

/** A phone on the last step: Publicar and Salvar at the end of the step, not only in the drawer. */
export const PhoneLastStep: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Título do anúncio/, {}, SLOW), 'Casa de vila');
    for (let step = 1; step < 7; step += 1)
      await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    const form = canvas.getByRole('form', { name: 'Cadastrar Imóvel' });
    await expect(within(form).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};
