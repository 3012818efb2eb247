import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { localSignUpSchema } from '#shared/contract/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { afterSignedIn } from '#client/lib/after-sign-in.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { useSignUp } from '../api/sign-up.ts';
import { noSignUpValues, SignUpFields } from './account-fields.tsx';
import { announceSignUp } from './announce-sign-up.ts';
import { paths } from '#client/lib/paths.ts';

/** /signup: the short sign-up screen linked from quiz results. */
export function LocalSignUpPage() {
  const [values, setValues] = useState(noSignUpValues);
  const signUp = useSignUp();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = localSignUpSchema.safeParse(values);
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    // The server applies every sign-up rule and answers with the spec's message.
    signUp.mutate(parsed.data, {
      onSuccess: (result) => {
        if (announceSignUp(result.signedIn)) {
          afterSignedIn('sign-up');
          navigate(paths.onboarding);
        }
      },
      onError: (error) => toast.error(friendlyMessage(error)),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Create your account</h1>
        <p className="mt-1 text-muted">
          Save your answers, earn nectar and join your class leaderboard.
        </p>
      </div>
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <SignUpFields values={values} onChange={setValues} />
          <Button type="submit" size="lg" disabled={signUp.isPending}>
            {signUp.isPending ? 'Creating account...' : 'Create Account'}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(paths.home)}>
            Skip for now
          </Button>
        </form>
      </Card>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link
          to={paths.signIn}
          className="font-semibold text-honey-700 underline-offset-4 hover:underline"
        >
          Sign In
        </Link>
      </p>
    </div>
  );
}
