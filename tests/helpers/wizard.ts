/**
 * The property wizard in component tests, as a user drives it: no media query matches there, so the
 * side panel is the drawer behind 'Resumo e publicação' (the phone's layout).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderApp } from '../render';

export type User = ReturnType<typeof userEvent.setup>;

/** Opens the wizard at `url`; keys are typed one by one, without artificial delays. */
export async function openWizard(url = '/properties/new') {
  await renderApp(url);
  expect(
    await screen.findByRole('heading', { level: 1, name: /Cadastrar Imóvel|Editar Imóvel/ }),
  ).toBeInTheDocument();
  return userEvent.setup({ delay: null });
}

export async function openPanel(user: User) {
  await user.click(screen.getByRole('button', { name: 'Resumo e publicação' }));
  return screen.findByRole('dialog', { name: 'Resumo e publicação' });
}

export async function closePanel(user: User) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resumo e publicação' })).toBeNull());
}

export async function goToStep(user: User, step: number) {
  const panel = await openPanel(user);
  await user.click(within(panel).getByRole('button', { name: new RegExp(`^${step}\\. `) }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resumo e publicação' })).toBeNull());
  expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^${step}\\. `) })).toBeInTheDocument();
}

/** Types `text` key by key into the field labelled `label`, then leaves it (Tab). */
export async function typeInto(user: User, label: string | RegExp, text: string) {
  const field = screen.getByLabelText(label);
  await user.click(field);
  await user.type(field, text);
  await user.tab();
  return field;
}

/** The state the side panel gives step `n` ('Completa', 'Pendente', ...). */
export function stepState(panel: HTMLElement, n: number): string {
  const button = within(panel).getByRole('button', { name: new RegExp(`^${n}\\. `) });
  return [...button.querySelectorAll('p')].at(-1)?.textContent ?? '';
}

/** The message under a field (Mantine links it as the input's description). */
export function messageOf(label: string | RegExp) {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
