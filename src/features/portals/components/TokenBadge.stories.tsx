import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHarness } from '@/app/AppHarness';
import { neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';

/**
 * The header badge of the portal token on any screen (here the partnerships page): 'Verificando',
 * 'CanalPro: OK (6 h)' (the exact seconds in its tooltip), 'CanalPro: Expirado'. Clicking it when expired opens /settings?open=gandalf.
 */
const clearStored = async () => {
  localStorage.removeItem('gandalf_token_expiry');
  return {};
};

const meta = {
  title: 'Screens/Shell/Badge do token',
  component: AppHarness,
  args: { url: '/partnerships' },
  loaders: [clearStored],
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No stored expiry: the server answers valid with the seconds left. */
export const Valid: Story = {};

/** More than 30 s left in storage: valid without a call. */
export const ValidFromStorage: Story = {
  loaders: [
    async () => {
      localStorage.setItem('gandalf_token_expiry', String(Date.now() + 59 * 60_000));
      return {};
    },
  ],
};

export const Checking: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/integrations/canalpro/credentials/check', neverAnswers)],
    },
  },
};

export const ExpiredPortalCredentials: Story = { parameters: { mockScenario: 'expired-portal-credentials' } };

/** The check gets no answer: still 'Verificando', and the tooltip says the check failed. */
export const Error: Story = { parameters: { mockScenario: 'server-error' } };

export const Offline: Story = { parameters: { mockScenario: 'offline' } };
