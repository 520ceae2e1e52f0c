import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { BackendProvider } from '@shop/shared/session';
import { testShop } from '@shop/shared/testing';
import { LandingPage } from './landing-page';

function LandingStory({ signedIn }: { signedIn: boolean }) {
  const [fake] = useState(() => testShop({ kind: 'local', signedIn }));
  return (
    <BackendProvider backend={fake.backend}>
      <LandingPage />
    </BackendProvider>
  );
}

const meta = {
  title: 'Landing/Page',
  component: LandingStory,
  args: { signedIn: false },
} satisfies Meta<typeof LandingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const SignedIn: Story = { args: { signedIn: true } };
