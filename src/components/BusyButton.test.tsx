import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { BusyActionIcon } from './BusyActionIcon';
import { BusyButton } from './BusyButton';

/** A save that stays on its way until the test lets it answer. */
function Save({ onSubmit, icon = false }: { onSubmit: () => void; icon?: boolean }) {
  const [busy, setBusy] = useState(false);
  const start = () => setBusy(true);
  return (
    <MantineProvider theme={theme}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
          start();
        }}
      >
        {icon ? (
          <BusyActionIcon type="submit" aria-label="Salvar" busy={busy}>
            ✓
          </BusyActionIcon>
        ) : (
          <BusyButton type="submit" busy={busy}>
            Salvar
          </BusyButton>
        )}
      </form>
      <button type="button" onClick={() => setBusy(false)}>
        answer
      </button>
    </MantineProvider>
  );
}

describe.each([
  ['BusyButton', false],
  ['BusyActionIcon', true],
])('%s', (_, icon) => {
  it('busy, keeps the focus and takes no click or Enter; answered, takes them again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Save onSubmit={onSubmit} icon={icon} />);
    const save = screen.getByRole('button', { name: 'Salvar' });

    save.focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    // Answered (clicked without moving the focus, as a server's answer comes).
    act(() => screen.getByRole('button', { name: 'answer' }).click());
    expect(await screen.findByRole('button', { name: 'Salvar' })).not.toHaveAttribute('aria-disabled');
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
