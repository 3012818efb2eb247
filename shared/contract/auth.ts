// Account forms: one schema per form, used by the browser (for speed) and the server (the rule).
// Messages are the spec's, word for word [product#account-validation].
import { z } from 'zod';
import { controlCharactersMessage, isPlainText, plainString, userText } from './user-text.ts';

export const messages = {
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email is too long',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password is too long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  fillAllFields: 'Please fill in all fields',
  credentialsMissing: 'You must provide either an email or phone number and a password.',
  resetLinkInvalid: 'Invalid or expired password reset link. Please request a new one.',
} as const;

const emailSchema = z
  .string({ error: messages.emailInvalid })
  .trim()
  .email({ error: messages.emailInvalid })
  .max(255, { error: messages.emailTooLong });

const passwordMaxLength = 72;
/** Passwords are never trimmed (spaces count), but hold nothing that cannot be typed. */
const passwordControl = controlCharactersMessage('Password');

const newPasswordSchema = z
  .string({ error: messages.passwordTooShort })
  .min(8, { error: messages.passwordTooShort })
  .max(passwordMaxLength, { error: messages.passwordTooLong })
  .regex(/[A-Z]/, { error: messages.passwordUppercase })
  .regex(/[a-z]/, { error: messages.passwordLowercase })
  .regex(/[0-9]/, { error: messages.passwordNumber })
  .refine((v) => isPlainText(v), { error: passwordControl });

const nameSchema = userText({
  label: 'Name',
  required: messages.nameRequired,
  max: 100,
  tooLong: messages.nameTooLong,
});

export const signInSchema = z.object(
  {
    email: emailSchema,
    // No account has a longer password or one with control characters: refused before hashing.
    password: z
      .string({ error: messages.passwordRequired })
      .min(1, messages.passwordRequired)
      .max(passwordMaxLength, { error: messages.passwordTooLong })
      .refine((v) => isPlainText(v), { error: passwordControl }),
  },
  { error: messages.credentialsMissing },
);
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object(
  { name: nameSchema, email: emailSchema, password: newPasswordSchema },
  { error: messages.credentialsMissing },
);
export type SignUpInput = z.infer<typeof signUpSchema>;

/** The local /signup screen checks only that every field is filled; the server applies the rest. */
export const localSignUpSchema = z.object({
  name: z.string().trim().min(1, messages.fillAllFields),
  email: z.string().trim().min(1, messages.fillAllFields),
  password: z.string().min(1, messages.fillAllFields),
});

export const resetRequestSchema = z.object(
  { email: emailSchema },
  { error: messages.emailInvalid },
);

/** What the server accepts to set a new password. */
export const resetPasswordSchema = z.object({
  token: plainString(200, messages.resetLinkInvalid).min(1, messages.resetLinkInvalid),
  newPassword: newPasswordSchema,
});

/** The /reset-password form: the rules plus the confirmation. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
