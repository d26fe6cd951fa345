import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppHarness } from '@/app/AppHarness';
import { neverAnswers } from '@mocks/overrides';
import { http } from '@mocks/http';

/** A Gandalf token in this browser, 50 minutes from expiry. */
const withStoredToken = async () => {
  localStorage.setItem('gandalf_token', 'gdf_demo_token');
  localStorage.setItem('gandalf_token_expiry', String(Date.now() + 50 * 60_000));
  return {};
};
const withoutStoredToken = async () => {
  localStorage.removeItem('gandalf_token');
  localStorage.removeItem('gandalf_token_expiry');
  return {};
};

const meta = {
  title: 'Screens/Monitor de Tokens',
  component: AppHarness,
  args: { url: '/tokens' },
  loaders: [withoutStoredToken],
} satisfies Meta<typeof AppHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Token stored in this browser, counting down each second. */
export const Loaded: Story = { loaders: [withStoredToken] };

/** Nothing linked yet in this browser. */
export const NoStoredToken: Story = {};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/integrations/canalpro/credentials/check', neverAnswers),
        http.get('/properties/debug/gandalf_token', neverAnswers),
        http.get('/canalpro/automation/status', neverAnswers),
        http.get('/canalpro/automation/history', neverAnswers),
      ],
    },
  },
};

export const Empty: Story = { parameters: { mockScenario: 'empty' } };

export const Error: Story = { parameters: { mockScenario: 'server-error' } };

export const Offline: Story = { parameters: { mockScenario: 'offline' } };

export const ExpiredPortalCredentials: Story = { parameters: { mockScenario: 'expired-portal-credentials' } };

/** The stored Gandalf token already expired. */
export const ExpiredStoredToken: Story = {
  loaders: [
    async () => {
      localStorage.setItem('gandalf_token', 'gdf_demo_token');
      localStorage.setItem('gandalf_token_expiry', String(Date.now() - 60_000));
      return {};
    },
  ],
};

/** Agency user: the server's token view and scheduling are for administrators. */
export const NonAdmin: Story = { parameters: { session: 'corretor' } };
