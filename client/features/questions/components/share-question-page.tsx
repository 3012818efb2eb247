// /share-question?id= [product#share-question, #share-codes]: creates the question's share link or
// reuses it, and shows {origin}/shared/{code} with a Copy button that reads 'Copied' for 2 seconds.
// Without an id, or when the link cannot be made, back to My Questions with the spec's toast. The
// link itself comes from the sharing feature: app/routes/share-question.tsx passes it in.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Check, Copy, ListChecks, PenLine, Send, TrendingUp } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { copyText } from '#client/lib/clipboard.ts';
import { useQuestionDetail } from '../api/question-detail.ts';
import { PageShell, PageTitle } from './bits.tsx';
import { TopicBadges } from '#client/components/topic-badges.tsx';
import { paths } from '#client/lib/paths.ts';

/** How long the Copy button reads 'Copied' [product#constants]. */
const copiedMs = 2000;

/** Makes (or reuses) the question's share link, and turns its code into the URL to show. */
export interface ShareLinkMaker {
  createLink: (questionId: string) => Promise<{ code: string }>;
  linkUrl: (code: string) => string;
}

export function ShareQuestionPage({ createLink, linkUrl }: ShareLinkMaker) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();

  useEffect(() => {
    if (id) return;
    toast.error('No question ID provided', { id: 'No question ID provided' });
    navigate(paths.myQuestions, { replace: true });
  }, [id, navigate]);

  if (!id) return null;
  return <ShareLink key={id} questionId={id} createLink={createLink} linkUrl={linkUrl} />;
}

function ShareLink({ questionId, createLink, linkUrl }: ShareLinkMaker & { questionId: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState<string | null>(null);
  const question = useQuestionDetail(questionId);
  const requested = useRef(false);
  // Read once: the effect below asks for the link exactly once per visit.
  const start = useRef({ createLink, navigate });

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    const { createLink, navigate } = start.current;
    createLink(questionId).then(
      (result) => setCode(result.code),
      () => {
        toast.error('Failed to generate share link');
        navigate(paths.myQuestions, { replace: true });
      },
    );
  }, [questionId]);

  const url = code ? linkUrl(code) : '';

  return (
    <PageShell busy={!code}>
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="hex flex size-16 items-center justify-center bg-honey-500" aria-hidden>
          <Send className="size-7" />
        </span>
        <PageTitle
          title="Share your question"
          text="Anyone with the link can answer it, no account needed."
        />
      </div>

      <Card className="flex flex-col gap-3">
        <label htmlFor="share-link" className="text-sm font-semibold">
          Share link
        </label>
        {code ? <LinkBox url={url} /> : <LinkSkeleton />}
        {question.data && (
          <div className="mt-1 flex flex-col gap-2 rounded-xl bg-cream p-3">
            <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">
              What they will see
            </p>
            <p className="line-clamp-3 text-sm font-semibold">{question.data.questionText}</p>
            <TopicBadges topics={question.data.topics} />
          </div>
        )}
      </Card>

      <nav aria-label="Next steps" className="flex flex-col gap-2.5">
        <Link to={paths.writeQuestion} className={buttonClasses('primary', 'lg')}>
          <PenLine className="size-5" aria-hidden />
          Create Another Question
        </Link>
        <div className="grid gap-2.5 min-[400px]:grid-cols-2">
          <Link to={paths.myQuestions} className={buttonClasses('secondary', 'md')}>
            <ListChecks className="size-5" aria-hidden />
            My Questions
          </Link>
          <Link to={paths.myProgress} className={buttonClasses('secondary', 'md')}>
            <TrendingUp className="size-5" aria-hidden />
            My Progress
          </Link>
        </div>
      </nav>
    </PageShell>
  );
}

function LinkBox({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    if (await copyText(url)) {
      toast.success('Link copied to clipboard!', { id: 'link-copied' });
      window.clearTimeout(timer.current);
      setCopied(true);
      timer.current = window.setTimeout(() => setCopied(false), copiedMs);
    } else {
      // Clipboard blocked: select the link so it can be copied by hand.
      inputRef.current?.select();
      toast('Select the link and copy it', { id: 'link-copy-manual' });
    }
  };

  return (
    <div className="flex flex-col gap-2.5">
      <textarea
        ref={inputRef}
        id="share-link"
        readOnly
        rows={2}
        value={url}
        onFocus={(event) => event.target.select()}
        className="w-full resize-none rounded-xl border border-line bg-cream px-3 py-2.5 font-mono text-sm leading-relaxed break-all text-ink focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none"
      />
      {/* copy() never rejects: copyText resolves false when the clipboard is blocked. */}
      <Button onClick={() => void copy()} size="lg" aria-live="polite">
        {copied ? (
          <Check className="size-5" aria-hidden />
        ) : (
          <Copy className="size-5" aria-hidden />
        )}
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}

function LinkSkeleton() {
  return (
    <div className="flex flex-col gap-2.5">
      <p role="status" className="sr-only">
        Creating your share link
      </p>
      <Skeleton className="h-[4.25rem] w-full rounded-xl" />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}
