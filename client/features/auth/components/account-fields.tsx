// The account forms' fields and form, each defined once, so that /auth's three forms, /signup and
// /reset-password label and autocomplete them alike (the labels are the accessible names the
// journeys find them by).
import type { Dispatch, FormEvent, ReactNode, Ref, SetStateAction } from 'react';
import { Field } from '#client/components/ui/input.tsx';
import { warmAccountRules } from '../account-rules.ts';

export const passwordHint = 'Must be at least 8 characters with uppercase, lowercase, and number.';

/** One of /auth's forms: it starts loading the account rules when first focused. */
export function AccountForm({
  onSubmit,
  formRef,
  children,
}: {
  onSubmit: () => Promise<void>;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onFocus={warmAccountRules}
      noValidate
      className="flex flex-col gap-4"
    >
      {children}
    </form>
  );
}

export function EmailField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function PasswordField({
  label = 'Password',
  autoComplete,
  hint,
  value,
  onChange,
}: {
  label?: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

export const noSignUpValues: SignUpValues = { name: '', email: '', password: '' };

/** Full Name, Email and Password of a new account (/auth's Sign Up and /signup). */
export function SignUpFields({
  values,
  onChange,
  withPasswordHint = false,
}: {
  values: SignUpValues;
  onChange: Dispatch<SetStateAction<SignUpValues>>;
  withPasswordHint?: boolean;
}) {
  const set = (key: keyof SignUpValues) => (value: string) =>
    onChange((previous) => ({ ...previous, [key]: value }));
  return (
    <>
      <Field
        label="Full Name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
      />
      <EmailField value={values.email} onChange={set('email')} />
      <PasswordField
        autoComplete="new-password"
        hint={withPasswordHint ? passwordHint : undefined}
        value={values.password}
        onChange={set('password')}
      />
    </>
  );
}
