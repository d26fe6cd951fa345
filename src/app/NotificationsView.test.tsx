import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationsView } from './NotificationsView';
import { theme } from './theme';

/** The toast host alone, with one toast up that closes itself after `autoClose` ms. */
async function showToast(autoClose: number) {
  render(
    <MantineProvider theme={theme}>
      <NotificationsView />
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ message: 'Imóvel salvo', color: 'green', autoClose });
  });
  return screen.findByRole('alert');
}

const gone = () =>
  waitFor(() => expect(screen.queryByText('Imóvel salvo')).not.toBeInTheDocument(), { timeout: 3000 });

describe('toasts', () => {
  it('a toast tapped on a touch screen still closes on time', async () => {
    const toast = await showToast(300);
    const user = userEvent.setup();
    // The tap is followed by the mouse events a browser sends for it, which leave the "mouse" over
    // the toast: Mantine took that for a hover and held the toast until a tap elsewhere.
    await user.pointer({ keys: '[TouchA]', target: toast });
    await gone();
  });

  it('a toast tapped goes away at once, long before its time', async () => {
    const toast = await showToast(60_000);
    await userEvent.setup().pointer({ keys: '[TouchA]', target: toast });
    await gone();
  });

  it('a mouse click on a toast leaves it up (a desktop selects its text)', async () => {
    const toast = await showToast(60_000);
    await userEvent.setup().click(toast);
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.getByText('Imóvel salvo')).toBeVisible();
  });

  it('a mouse over a toast holds it, and it closes once the mouse leaves', async () => {
    const toast = await showToast(300);
    const user = userEvent.setup();
    await user.hover(toast);
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(screen.getByText('Imóvel salvo')).toBeVisible();
    await user.unhover(toast);
    await gone();
  });
});
