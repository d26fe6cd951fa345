import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { answersServerError } from '@mocks/overrides';
import { db } from '@mocks/db';
import { renderApp } from '../../../../tests/render';
import { useWizard } from './store';

type User = ReturnType<typeof userEvent.setup>;

async function openNew() {
  await renderApp('/properties/new');
  expect(await screen.findByRole('heading', { level: 1, name: 'Cadastrar Imóvel' })).toBeInTheDocument();
  return userEvent.setup();
}

/** On a phone (no media query matches in the component tests) the side panel is a drawer. */
async function openPanel(user: User) {
  await user.click(screen.getByRole('button', { name: 'Resumo e publicação' }));
  return screen.findByRole('dialog', { name: 'Resumo e publicação' });
}

async function goToStep(user: User, step: number) {
  const panel = await openPanel(user);
  await user.click(within(panel).getByRole('button', { name: new RegExp(`^${step}\\. `) }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resumo e publicação' })).toBeNull());
}

describe('Property wizard', () => {
  it('moves between the 7 steps, clamped at both ends, focus on each step heading', async () => {
    const user = await openNew();
    expect(screen.getByRole('heading', { level: 2, name: '1. Tipo e negócio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    const titles = [
      '2. Localização',
      '3. Características',
      '4. Empreendimento',
      '5. Valores',
      '6. Fotos e vídeos',
      '7. Descrição e revisão',
    ];
    for (const title of titles) {
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      expect(await screen.findByRole('heading', { level: 2, name: title })).toHaveFocus();
    }
    // The last step on a phone: no dead 'Próximo', but Publicar and Salvar where the thumb is.
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
    const step = screen.getByRole('heading', { level: 2, name: '7. Descrição e revisão' }).parentElement!;
    expect(within(step).getByRole('button', { name: 'Publicar' })).toBeDisabled();
    expect(within(step).getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('heading', { level: 2, name: '6. Fotos e vídeos' })).toBeInTheDocument();
  });

  it('lists what blocks publishing, keeps Publicar disabled, and updates as fields are filled', async () => {
    const user = await openNew();
    let panel = await openPanel(user);
    expect(within(panel).getByText('6 campos obrigatórios para publicar')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Publicar' })).toBeDisabled();
    for (const name of [
      'Título',
      'Tipo de uso',
      'Tipo de imóvel',
      'Modalidade de negócio',
      'Endereço',
      'Cidade',
    ]) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(panel).getByText('Adicione fotos do imóvel')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Título' }));
    await user.type(await screen.findByLabelText(/Título do anúncio/), 'Casa com quintal');
    await user.click(screen.getByRole('radio', { name: 'Aluguel' }));
    panel = await openPanel(user);
    expect(within(panel).queryByRole('button', { name: 'Título' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Valor do aluguel' })).toBeInTheDocument();
    expect(within(panel).getByText('5 campos obrigatórios para publicar')).toBeInTheDocument();
  });

  it('checks formats with the contract’s schema: the message under the field, its step opened, nothing lost', async () => {
    const user = await openNew();
    await user.type(screen.getByLabelText(/Título do anúncio/), 'Sala comercial no centro');
    await goToStep(user, 7);
    await user.type(screen.getByLabelText('ID externo'), 'código com espaço');
    await goToStep(user, 1);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '7. Descrição e revisão' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('ID externo')).toHaveAccessibleDescription(
      /ID externo deve conter apenas letras, números, hífens e underscores/,
    );
    expect(screen.getByLabelText('ID externo')).toHaveValue('código com espaço');
  });

  it('puts a 422 under its field and keeps the form when the save fails', async () => {
    server.use(
      http.post('/properties', ({ response }) =>
        response(422).json({
          code: 'VALIDATION_ERROR',
          message: 'Dados inválidos',
          error: 'Dados inválidos',
          details: { title: 'Título já usado em outro anúncio' },
        }),
      ),
    );
    const before = db.properties.all().length;
    const user = await openNew();
    await user.type(screen.getByLabelText(/Título do anúncio/), 'Casa com quintal');
    await goToStep(user, 5);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Título já usado em outro anúncio')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Tipo e negócio' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Título do anúncio/)).toHaveValue('Casa com quintal');
    expect(db.properties.all()).toHaveLength(before);
  });

  it('says why a save failed on a server error and keeps everything', async () => {
    server.use(http.post('/properties', answersServerError));
    const user = await openNew();
    await user.type(screen.getByLabelText(/Título do anúncio/), 'Casa com quintal');
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar imóvel')).toBeInTheDocument();
    expect(screen.getByLabelText(/Título do anúncio/)).toHaveValue('Casa com quintal');
  });

  it('refuses an image address that is not one, with the spec’s message', async () => {
    const user = await openNew();
    await goToStep(user, 6);
    await user.type(screen.getByLabelText('Adicionar foto por URL'), 'não é url');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('URL de imagem inválida')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Adicionar foto por URL'));
    await user.type(screen.getByLabelText('Adicionar foto por URL'), 'https://fotos.imobi.com.br/sala.jpg');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    const list = screen.getByRole('list', { name: 'Fotos do imóvel' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Capa')).toBeInTheDocument();
  });

  it('fills the address from a complete CEP', async () => {
    const user = await openNew();
    await goToStep(user, 2);
    await user.type(screen.getByLabelText('CEP'), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Endereço/)).toHaveValue('Avenida Paulista'));
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
  });
});

describe('Property wizard, edit', () => {
  it('loads the property into the form', async () => {
    const own = db.properties.all().find((p) => p.tenant_id === 2 && !p.archived)!;
    await renderApp(`/properties/${own.id}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Imóvel' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Título do anúncio/)).toHaveValue(own.title);
  });

  it('says “Erro ao carregar imóvel” with the spec’s text when the load fails', async () => {
    server.use(http.get('/properties/{id}', answersServerError));
    await renderApp('/properties/101/edit');
    const title = await screen.findByText('Erro ao carregar imóvel');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText('Erro ao carregar dados do imóvel')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('says “Imóvel não encontrado” with the way back for an unknown id', async () => {
    await renderApp('/properties/999999/edit');
    expect(await screen.findByRole('heading', { name: 'Imóvel não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar para Imóveis/ })).toHaveAttribute('href', '/properties');
  });
});

describe('useWizard', () => {
  it('raises a clear error outside its provider', () => {
    function Orphan() {
      useWizard((s) => s.step);
      return null;
    }
    const original = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Orphan />)).toThrow('useWizard deve ser usado dentro de um WizardProvider');
    } finally {
      console.error = original;
    }
  });
});
