import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { LoginForm } from './login-form.tsx';
import { SignUpForm } from './signup-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

export type AuthTab = 'login' | 'signup' | 'reset';

const tabClass =
  'flex-1 min-h-11 rounded-lg text-sm font-semibold text-muted transition-colors data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** The Login / Sign Up / Reset card of /auth. */
export function AuthPanel({
  initialTab = 'login',
  onAuthenticated,
}: {
  initialTab?: AuthTab;
  onAuthenticated: () => void;
}) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  return (
    <section
      id="auth-form"
      aria-label="Sign in or create an account"
      className="scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]"
    >
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AuthTab)}>
        <Tabs.List aria-label="Account" className="mb-5 flex gap-1 rounded-xl bg-honey-100 p-1">
          <Tabs.Trigger value="login" className={tabClass}>
            Login
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className={tabClass}>
            Sign Up
          </Tabs.Trigger>
          <Tabs.Trigger value="reset" className={tabClass}>
            Reset
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login">
          <LoginForm onSignedIn={onAuthenticated} />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm onSignedUp={onAuthenticated} />
        </Tabs.Content>
        <Tabs.Content value="reset">
          <ResetRequestForm />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
