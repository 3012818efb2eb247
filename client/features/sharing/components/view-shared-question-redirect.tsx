// /view-shared-question?code={code} [product#shared-question]: the older link form, sent on to
// /shared/{code}. Without a code the link is broken: 'Invalid share link', then /.
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { sharedQuestionMessages } from '#shared/contract/shared-question.ts';
import { paths } from '#client/lib/paths.ts';

export function ViewSharedQuestionRedirect() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const navigate = useNavigate();

  useEffect(() => {
    if (code) return;
    toast.error(sharedQuestionMessages.invalidLink, { id: sharedQuestionMessages.invalidLink });
    navigate(paths.home, { replace: true });
  }, [code, navigate]);

  if (!code) return null;
  return <Navigate to={paths.shared(code)} replace />;
}
