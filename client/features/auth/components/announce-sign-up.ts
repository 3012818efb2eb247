import { toast } from 'sonner';

/**
 * The toast after a successful sign-up [product#learning-messages]. Returns whether the user is now
 * signed in (not signed in means the account must verify its e-mail first).
 */
export function announceSignUp(signedIn: boolean): boolean {
  if (!signedIn) {
    toast.success(
      'Account created! Please check your email to verify your account before continuing.',
      {
        duration: 6000,
      },
    );
    return false;
  }
  toast.success('Account created successfully!');
  return true;
}
