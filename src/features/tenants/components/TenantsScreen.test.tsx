import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '@/lib/notify';
import { db } from '@mocks/db';
import { http } from '@mocks/http';
import { server } from '@mocks/node';
import { answersServerError } from '@mocks/overrides';
import { renderApp } from '../../../../tests/render';

async function openTenants(user: 'admin' | 'suporte' = 'admin') {
  await renderApp('/tenants', { user });
  return screen.findByRole('region', { name: 'Tenants' });
}

/** Opens 'Criar Novo Tenant' and gives back the form's region. */
async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Criar Novo Tenant' }));
  return screen.findByRole('region', { name: 'Criar Novo Tenant' });
}

/** Types a whole value at once (a paste): the form re-validates per input, and the runners are shared. */
async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}`));

async function fillPJ(user: UserEvent, form: HTMLElement, adminUsername = 'admin.paulista') {
  await fill(user, field(form, 'Nome de exibição'), 'Imobiliária Paulista');
  await fill(user, field(form, 'CNPJ'), '45678901000175');
  await fill(user, field(form, 'Razão social'), 'Paulista Negócios Imobiliários Ltda.');
  await fill(user, field(form, 'Usuário do administrador'), adminUsername);
  await fill(user, field(form, 'Email do administrador'), 'admin@paulista.com.br');
  await fill(user, field(form, 'Senha do administrador'), 'senha123');
}

/** Types the administrator's fields key by key and sends the form. */
async function typeAdminAndCreate(user: UserEvent, form: HTMLElement, username: string) {
  await user.type(field(form, 'Usuário do administrador'), username);
  await user.type(field(form, 'Email do administrador'), `${username.replace('.', '@')}.com.br`);
  await user.type(field(form, 'Senha do administrador'), 'senha123');
  await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
}

describe('Gestão de Tenants (/tenants)', () => {
  it('shows the own profile and every tenant with the total', async () => {
    const list = await openTenants();
    expect(screen.getByRole('heading', { name: 'Gestão de Tenants', level: 1 })).toBeInTheDocument();
    const profile = await screen.findByRole('region', { name: 'Meu perfil' });
    expect(within(profile).getByText('admin')).toBeInTheDocument();
    expect(within(profile).getByText('Gestão de Tenants')).toBeInTheDocument();
    expect(within(profile).getByText('Super Admin')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(db.tenants.all().length);
    expect(within(list).getByText('Total de tenants: 4')).toBeInTheDocument();
    const master = within(list).getByRole('listitem', { name: 'Imobi Master' });
    expect(within(master).getByText('MASTER')).toBeInTheDocument();
    expect(within(master).getByText('12.345.678/0001-95')).toBeInTheDocument();
    const pf = within(list).getByRole('listitem', { name: 'Ana Paula Ribeiro Corretora' });
    expect(within(pf).getByText('PF')).toBeInTheDocument();
    expect(within(pf).getByText('123.456.789-09')).toBeInTheDocument();
    expect(within(pf).getByText('Ana Paula Ribeiro')).toBeInTheDocument();
    expect(within(pf).getByText('São Paulo/SP')).toBeInTheDocument();
    expect(within(pf).queryByText(/CNPJ/)).not.toBeInTheDocument();
  });

  it("says 'Nenhum tenant encontrado' for an empty list", async () => {
    server.use(http.get('/api/tenants/list', ({ response }) => response(200).json({ tenants: [] })));
    const list = await openTenants();
    expect(within(list).getByText('Nenhum tenant encontrado')).toBeInTheDocument();
    expect(within(list).getByText('Total de tenants: 0')).toBeInTheDocument();
  });

  it('creates a PJ tenant: one request, a toast, the form closes and the list reloads', async () => {
    const success = vi.spyOn(toast, 'success');
    let posts = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/tenants/create')) posts += 1;
    };
    server.events.on('request:start', count);
    onTestFinished(() => server.events.removeListener('request:start', count));
    const list = await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    expect(field(form, 'Nome de exibição')).toHaveFocus();
    await fillPJ(user, form);
    const submit = within(form).getByRole('button', { name: 'Criar tenant' });
    await user.dblClick(submit);
    expect(await within(list).findByRole('listitem', { name: 'Imobiliária Paulista' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Tenant criado com sucesso!');
    expect(posts).toBe(1);
    expect(screen.queryByRole('region', { name: 'Criar Novo Tenant' })).not.toBeInTheDocument();
    expect(within(list).getByText('Total de tenants: 5')).toBeInTheDocument();
    // Opened again, the form is empty.
    const again = await openForm(user);
    expect(field(again, 'Nome de exibição')).toHaveValue('');
  });

  it('switches between the PJ and PF fields, keeping what was typed in each', async () => {
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    expect(within(form).getByRole('radio', { name: 'Pessoa Jurídica (PJ)' })).toBeChecked();
    expect(field(form, 'Nome fantasia')).toBeInTheDocument();
    await fill(user, field(form, 'CNPJ'), '11222333000181');
    expect(field(form, 'CNPJ')).toHaveValue('11.222.333/0001-81');
    await fill(user, field(form, 'Razão social'), 'Razão Ltda');
    await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
    expect(within(form).queryByLabelText(/^CNPJ/)).not.toBeInTheDocument();
    expect(field(form, 'Nome completo')).toBeRequired();
    expect(field(form, 'Nome completo')).toHaveValue('');
    expect(field(form, 'Data de nascimento')).toBeInTheDocument();
    await fill(user, field(form, 'CPF'), '52998224725');
    expect(field(form, 'CPF')).toHaveValue('529.982.247-25');
    await user.click(within(form).getByRole('radio', { name: 'Pessoa Jurídica (PJ)' }));
    expect(field(form, 'CNPJ')).toHaveValue('11.222.333/0001-81');
    // Nothing typed in 'Nome completo': the company name is still shown, not emptied.
    expect(field(form, 'Razão social')).toHaveValue('Razão Ltda');
  });

  /** Every POST /api/tenants/create body sent during the test. */
  function captureCreateBodies() {
    const bodies: Promise<Record<string, unknown>>[] = [];
    const capture = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/tenants/create')) {
        bodies.push(request.clone().json() as Promise<Record<string, unknown>>);
      }
    };
    server.events.on('request:start', capture);
    onTestFinished(() => server.events.removeListener('request:start', capture));
    return () => Promise.all(bodies);
  }

  // QA: after PJ → PF → PJ, 'Razão social' showed the PF 'Nome completo' (the same input, reused
  // for another field, kept its text) while the hidden company name was the one saved.
  it(
    'PJ → PF → PJ shows what each type had, typed key by key, and saves what is on screen',
    { timeout: 60_000 },
    async () => {
      const bodies = captureCreateBodies();
      const list = await openTenants();
      const user = userEvent.setup();
      const form = await openForm(user);
      await user.type(field(form, 'Nome de exibição'), 'Teste troca');
      expect(within(form).getByRole('radio', { name: 'Pessoa Jurídica (PJ)' })).toBeChecked();
      await user.type(field(form, 'CNPJ'), '11444777000161');
      await user.type(field(form, 'Razão social'), 'Razão Teste Ltda');
      await user.type(field(form, 'Nome fantasia'), 'Fantasia');

      await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
      expect(field(form, 'Nome completo')).toHaveValue('');
      expect(field(form, 'CPF')).toHaveValue('');
      await user.type(field(form, 'Nome completo'), 'João da Silva');
      await user.type(field(form, 'CPF'), '12345678909');
      expect(field(form, 'CPF')).toHaveValue('123.456.789-09');

      await user.click(within(form).getByRole('radio', { name: 'Pessoa Jurídica (PJ)' }));
      expect(field(form, 'CNPJ')).toHaveValue('11.444.777/0001-61');
      expect(field(form, 'Razão social')).toHaveValue('Razão Teste Ltda');
      expect(field(form, 'Nome fantasia')).toHaveValue('Fantasia');

      // And back to PF once more: the person's fields are as typed too.
      await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
      expect(field(form, 'Nome completo')).toHaveValue('João da Silva');
      expect(field(form, 'CPF')).toHaveValue('123.456.789-09');
      await user.click(within(form).getByRole('radio', { name: 'Pessoa Jurídica (PJ)' }));
      expect(field(form, 'Razão social')).toHaveValue('Razão Teste Ltda');
      expect(field(form, 'Nome fantasia')).toHaveValue('Fantasia');

      await typeAdminAndCreate(user, form, 'admin.troca');

      const item = await within(list).findByRole('listitem', { name: 'Teste troca' });
      expect(within(item).getByText('Razão Teste Ltda')).toBeInTheDocument();
      expect(within(item).getByText('11.444.777/0001-61')).toBeInTheDocument();
      const sent = await bodies();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        name: 'Teste troca',
        tenant_type: 'PJ',
        cnpj: '11.444.777/0001-61',
        company_name: 'Razão Teste Ltda',
        trade_name: 'Fantasia',
      });
      // The other type's fields are not sent.
      expect(sent[0]).not.toHaveProperty('cpf');
      expect(sent[0]).not.toHaveProperty('full_name');
      expect(db.tenants.findFirst((q) => q.where({ name: 'Teste troca' }))).toMatchObject({
        tenant_type: 'PJ',
        cnpj: '11.444.777/0001-61',
        company_name: 'Razão Teste Ltda',
        trade_name: 'Fantasia',
        cpf: null,
        full_name: null,
      });
    },
  );

  it(
    'PF → PJ → PF shows what each type had, typed key by key, and saves what is on screen',
    { timeout: 60_000 },
    async () => {
      const bodies = captureCreateBodies();
      const list = await openTenants();
      const user = userEvent.setup();
      const form = await openForm(user);
      await user.type(field(form, 'Nome de exibição'), 'Troca PF');
      await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
      await user.type(field(form, 'CPF'), '52998224725');
      await user.type(field(form, 'Nome completo'), 'Maria Souza');
      await user.type(field(form, 'Data de nascimento'), '15031985');

      await user.click(within(form).getByRole('radio', { name: 'Pessoa Jurídica (PJ)' }));
      expect(field(form, 'Razão social')).toHaveValue('');
      expect(field(form, 'CNPJ')).toHaveValue('');
      await user.type(field(form, 'Razão social'), 'Souza Imóveis Ltda');
      await user.type(field(form, 'Nome fantasia'), 'Souza');

      await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
      expect(field(form, 'CPF')).toHaveValue('529.982.247-25');
      expect(field(form, 'Nome completo')).toHaveValue('Maria Souza');
      expect(field(form, 'Data de nascimento')).toHaveValue('15/03/1985');

      await typeAdminAndCreate(user, form, 'admin.trocapf');

      const item = await within(list).findByRole('listitem', { name: 'Troca PF' });
      expect(within(item).getByText('Maria Souza')).toBeInTheDocument();
      const sent = await bodies();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        tenant_type: 'PF',
        cpf: '529.982.247-25',
        full_name: 'Maria Souza',
        birth_date: '1985-03-15',
      });
      expect(sent[0]).not.toHaveProperty('company_name');
      expect(sent[0]).not.toHaveProperty('trade_name');
      expect(db.tenants.findFirst((q) => q.where({ name: 'Troca PF' }))).toMatchObject({
        tenant_type: 'PF',
        cpf: '529.982.247-25',
        full_name: 'Maria Souza',
        company_name: null,
      });
    },
  );

  it('says which required fields are missing, for PJ and for PF', async () => {
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    expect(await within(form).findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('CNPJ é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Razão social é obrigatória')).toBeInTheDocument();
    expect(within(form).getByText('Usuário do administrador é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Email do administrador é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Senha do administrador é obrigatória')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    expect(await within(form).findByText('CPF é obrigatório')).toBeInTheDocument();
    expect(within(form).getByText('Nome completo é obrigatório')).toBeInTheDocument();
  });

  it("refuses a CPF or CNPJ whose check digits are wrong ('CPF inválido', 'CNPJ inválido')", async () => {
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await fill(user, field(form, 'CNPJ'), '11222333000180');
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    expect(await within(form).findByText('CNPJ inválido')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
    await fill(user, field(form, 'CPF'), '11111111111');
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    expect(await within(form).findByText('CPF inválido')).toBeInTheDocument();
  });

  // Typed key by key through a whole form: slower than a paste on a shared runner.
  it(
    'reads the birth date as typed: an impossible day, a future one and eight digits',
    { timeout: 60_000 },
    async () => {
      await openTenants();
      const user = userEvent.setup();
      const form = await openForm(user);
      await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
      await fill(user, field(form, 'Nome de exibição'), 'Bruna Almeida Corretora');
      await fill(user, field(form, 'Usuário do administrador'), 'bruna.almeida');
      await fill(user, field(form, 'Email do administrador'), 'bruna@almeida.com.br');
      await fill(user, field(form, 'Senha do administrador'), 'senha123');
      await fill(user, field(form, 'CPF'), '52998224725');
      await fill(user, field(form, 'Nome completo'), 'Bruna Almeida');
      const birth = field(form, 'Data de nascimento');
      const submit = within(form).getByRole('button', { name: 'Criar tenant' });
      let posts = 0;
      const count = ({ request }: { request: Request }) => {
        if (request.method === 'POST' && request.url.endsWith('/api/tenants/create')) posts += 1;
      };
      server.events.on('request:start', count);
      onTestFinished(() => server.events.removeListener('request:start', count));

      // 31 February does not exist: refused, never rolled over to 3 March, and the text stays.
      await user.type(birth, '31/02/1985');
      await user.click(submit);
      await waitFor(() => expect(birth).toHaveAccessibleDescription('Data inválida'));
      expect(birth).toHaveValue('31/02/1985');
      // A day to come.
      await user.clear(birth);
      await user.type(birth, '10/05/2090');
      await user.click(submit);
      await waitFor(() =>
        expect(birth).toHaveAccessibleDescription('Data de nascimento não pode ser no futuro'),
      );
      // Before 1900.
      await user.clear(birth);
      await user.type(birth, '01011899');
      await user.click(submit);
      await waitFor(() => expect(birth).toHaveAccessibleDescription('Data de nascimento inválida'));
      expect(posts).toBe(0);

      // Eight digits are masked as they come and saved as the day they say.
      await user.clear(birth);
      await user.type(birth, '15031985');
      expect(birth).toHaveValue('15/03/1985');
      await user.click(submit);
      await within(await screen.findByRole('region', { name: 'Tenants' })).findByRole('listitem', {
        name: 'Bruna Almeida Corretora',
      });
      expect(posts).toBe(1);
      const saved = db.tenants.findFirst((q) => q.where({ name: 'Bruna Almeida Corretora' }));
      expect(saved?.birth_date).toBe('1985-03-15');
    },
  );

  // QA: the future-date message showed only on submit, while 'Data inválida' showed on leaving.
  it(
    'says a future birth date on leaving the field, as it says an impossible one',
    { timeout: 60_000 },
    async () => {
      await openTenants();
      const user = userEvent.setup();
      const form = await openForm(user);
      await user.click(within(form).getByRole('radio', { name: 'Pessoa Física (PF)' }));
      const birth = field(form, 'Data de nascimento');
      await user.type(birth, '31/02/1985');
      await user.tab();
      await waitFor(() => expect(birth).toHaveAccessibleDescription('Data inválida'));
      await user.clear(birth);
      await user.type(birth, '01012030');
      await user.tab();
      expect(birth).toHaveValue('01/01/2030');
      await waitFor(() =>
        expect(birth).toHaveAccessibleDescription('Data de nascimento não pode ser no futuro'),
      );
      // Corrected, the message goes.
      await user.clear(birth);
      await user.type(birth, '01011990');
      await user.tab();
      await waitFor(() => expect(birth).not.toHaveAccessibleDescription(/futuro/));
    },
  );

  it('fills the address from a complete CEP', async () => {
    const success = vi.spyOn(toast, 'success');
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await fill(user, field(form, 'CEP'), '01310100');
    await waitFor(() => expect(field(form, 'Logradouro')).toHaveValue('Avenida Paulista'));
    expect(field(form, 'Bairro')).toHaveValue('Bela Vista');
    expect(field(form, 'Cidade')).toHaveValue('São Paulo');
    expect(within(form).getByLabelText('Estado (UF)', { selector: 'input' })).toHaveValue('SP');
    expect(field(form, 'País')).toHaveValue('Brasil');
    expect(success).toHaveBeenCalledWith('Endereço encontrado!');
  });

  it("never saves a previous CEP's address beside a CEP that is not found", { timeout: 60_000 }, async () => {
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillPJ(user, form);
    const cep = field(form, 'CEP');
    await user.type(cep, '22440000');
    await waitFor(() => expect(field(form, 'Logradouro')).toHaveValue('Avenida Ataulfo de Paiva'));
    await user.type(field(form, 'Número'), '500');
    await user.tripleClick(cep);
    await user.keyboard('99999999');
    await waitFor(() => expect(cep).toHaveAccessibleDescription(/CEP não encontrado/));
    expect(cep).toHaveAccessibleDescription(/Endereço do CEP anterior removido/);
    expect(field(form, 'Logradouro')).toHaveValue('');
    expect(field(form, 'Bairro')).toHaveValue('');
    expect(field(form, 'Cidade')).toHaveValue('');
    // The UF's text follows its cleared choice in Mantine's next render.
    await waitFor(() =>
      expect(within(form).getByLabelText('Estado (UF)', { selector: 'input' })).toHaveValue(''),
    );
    // The number was typed, not filled: it stays.
    expect(field(form, 'Número')).toHaveValue('500');
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    await within(await screen.findByRole('region', { name: 'Tenants' })).findByRole('listitem', {
      name: 'Imobiliária Paulista',
    });
    const saved = db.tenants.findFirst((q) => q.where({ name: 'Imobiliária Paulista' }));
    expect(saved).toMatchObject({
      zip_code: '99999-999',
      street: null,
      neighborhood: null,
      city: null,
      state: null,
    });
  });

  it('puts a 409 under its field (admin username, CNPJ) and keeps what was typed', async () => {
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillPJ(user, form, 'gestor');
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    // 409: the admin's username is taken; the banner says it too.
    const username = field(form, 'Usuário do administrador');
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('Nome de usuário do administrador já existe'),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Nome de usuário do administrador já existe');
    expect(field(form, 'Razão social')).toHaveValue('Paulista Negócios Imobiliários Ltda.');
    // 409 on the document: the CNPJ of another tenant.
    await fill(user, username, 'admin.paulista');
    await fill(user, field(form, 'CNPJ'), '23456789000195');
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    await waitFor(() =>
      expect(field(form, 'CNPJ')).toHaveAccessibleDescription('Já existe um tenant com este CNPJ'),
    );
    // A new attempt that the form's own checks stop takes the last answer's banner down.
    await fill(user, field(form, 'CNPJ'), '11222333000100');
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    await waitFor(() => expect(field(form, 'CNPJ')).toHaveAccessibleDescription('CNPJ inválido'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's 422 details under their fields (the password's minimum is the server's)", async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    onTestFinished(() => scrolled.mockRestore());
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillPJ(user, form);
    await fill(user, field(form, 'Senha do administrador'), '123');
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    await waitFor(() =>
      expect(field(form, 'Senha do administrador')).toHaveAccessibleDescription(
        'Senha deve ter pelo menos 6 caracteres',
      ),
    );
    expect(field(form, 'Nome de exibição')).toHaveValue('Imobiliária Paulista');
    // The page stays on the field the refusal is about, not on the banner above the form.
    expect(field(form, 'Senha do administrador')).toHaveFocus();
    expect(within(form).getByRole('alert')).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("shows 'Erro de conexão' in the form's banner, brought into view, when no answer comes back", async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    onTestFinished(() => scrolled.mockRestore());
    server.use(http.post('/api/tenants/create', () => HttpResponse.error()));
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillPJ(user, form);
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    const banner = await within(form).findByRole('alert');
    expect(banner).toHaveTextContent('Erro de conexão');
    expect(scrolled).toHaveBeenCalled();
    await user.click(within(banner).getByRole('button', { name: 'Fechar aviso' }));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(field(form, 'Nome de exibição')).toHaveValue('Imobiliária Paulista');
  });

  it("a master-tenant user who is not a super administrator reads without 'Criar Novo Tenant'", async () => {
    const list = await openTenants('suporte');
    const profile = await screen.findByRole('region', { name: 'Meu perfil' });
    expect(within(profile).getByText('suporte')).toBeInTheDocument();
    expect(within(profile).getByText('Somente leitura')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Criar Novo Tenant' })).not.toBeInTheDocument();
  });

  it("shows a failed list in a dismissible red banner, with the server's text and a retry", async () => {
    let failing = true;
    server.use(http.get('/api/tenants/list', () => (failing ? answersServerError() : undefined)));
    await renderApp('/tenants', { user: 'admin' });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro interno do servidor');
    failing = false;
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Erro ao carregar tenants' when the server gives no reason; the banner closes", async () => {
    server.use(
      http.get('/api/tenants/list', ({ response }) =>
        response(500).json({ message: ' ', code: 'INTERNAL_ERROR' }),
      ),
    );
    await renderApp('/tenants', { user: 'admin' });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Erro ao carregar tenants');
    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The list's place still says so, and asks again (closed, the whole list had gone).
    expect(screen.getByText('Lista de tenants indisponível.')).toBeInTheDocument();
    // The banner's × went with it: its place's retry takes the focus, not the page.
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Tenants' })).toBeInTheDocument();
    expect(screen.queryByText('Lista de tenants indisponível.')).not.toBeInTheDocument();
  });

  it("'Criar Novo Tenant' pressed again while the form is open goes to its first field, keeping what was typed", async () => {
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await waitFor(() => expect(field(form, 'Nome de exibição')).toHaveFocus());
    await user.type(field(form, 'Nome de exibição'), 'Imobiliária São Jorge');
    await user.type(field(form, 'CNPJ'), '11222333000181');
    const header = screen.getByRole('button', { name: 'Criar Novo Tenant' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await user.click(header);
    expect(screen.getByRole('region', { name: 'Criar Novo Tenant' })).toBe(form);
    await waitFor(() => expect(field(form, 'Nome de exibição')).toHaveFocus());
    expect(field(form, 'Nome de exibição')).toHaveValue('Imobiliária São Jorge');
    expect(field(form, 'CNPJ')).toHaveValue('11.222.333/0001-81');
  });

  it("refuses a phone typed in part ('Telefone inválido') and takes a whole one", async () => {
    await openTenants();
    const user = userEvent.setup();
    const form = await openForm(user);
    await fillPJ(user, form);
    await user.type(field(form, 'Telefone'), '119876');
    expect(field(form, 'Telefone')).toHaveValue('(11) 9876');
    await user.click(within(form).getByRole('button', { name: 'Criar tenant' }));
    await waitFor(() => expect(field(form, 'Telefone')).toHaveAccessibleDescription('Telefone inválido'));
    await user.type(field(form, 'Telefone'), '54321');
    expect(field(form, 'Telefone')).toHaveValue('(11) 98765-4321');
    await waitFor(() => expect(field(form, 'Telefone')).not.toHaveAccessibleDescription('Telefone inválido'));
  });
});
