import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { signedInBefore } from '#client/lib/session.ts';
import { LoginForm } from './login-form.tsx';
import { SignUpForm } from './signup-form.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

export type AuthTab = 'login' | 'signup' | 'reset';

const tabClass =
  'flex-1 min-h-11 rounded-lg text-sm font-semibold text-muted transition-colors data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/**
 * The Login / Sign Up / Reset card of /auth [product#auth]. Login first, as the server's HTML draws
 * it (ADR 051); on a device where no one has signed in yet it turns to Sign Up once the script runs,
 * unless `loginAsked` (the header's Sign In) or something was already typed into the Login form.
 */
export function AuthPanel({
  loginAsked = false,
  onAuthenticated,
}: {
  loginAsked?: boolean;
  onAuthenticated: () => void;
}) {
  const [tab, setTab] = useState<AuthTab>('login');
  const ref = useRef<HTMLElement>(null);
  const asked = useRef(loginAsked);
  useEffect(() => {
    if (asked.current || signedInBefore()) return;
    const typed = [...(ref.current?.querySelectorAll('input') ?? [])].some((i) => i.value !== '');
    if (!typed) setTab('signup');
  }, []);
  return (
    <section
      ref={ref}
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
