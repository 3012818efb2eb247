import { Link } from 'react-router';
import { Share2, Users } from 'lucide-react';
import { classRankingTop, type ClassRanking as Ranking } from '#shared/contract/stats.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { useClassRanking } from '../api/class-ranking.ts';
import { paths } from '#client/lib/paths.ts';

/** "Your Class": classmates of the same class and year by points; the viewer's row says "Me". */
export function ClassRanking() {
  const query = useClassRanking();
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="your-class">
      <div>
        <h2 id="your-class" className="flex items-center gap-2 text-lg font-bold">
          <Users className="size-5 text-honey-700" aria-hidden />
          Your Class
        </h2>
        {query.data?.gpepClass && (
          <p className="text-sm text-muted">
            {query.data.gpepClass} · GPEP1 {query.data.gpepYear}
          </p>
        )}
      </div>
      <QueryView
        query={query}
        skeleton={<RankingSkeleton />}
        errorTitle="We couldn’t load your class."
      >
        {(ranking) => <ClassMembers ranking={ranking} />}
      </QueryView>
    </Card>
  );
}

/** The first members by nectar; a viewer ranked below them follows the list, with their rank. */
export function ClassMembers({ ranking }: { ranking: Ranking }) {
  const alone = ranking.members.length <= 1;
  const first = ranking.members.slice(0, classRankingTop);
  const mine = ranking.members.slice(classRankingTop).filter((member) => member.isMe);
  return (
    <>
      <ol
        className="-mx-2 flex max-h-80 flex-col gap-1 overflow-y-auto px-2"
        aria-label="Class ranking by nectar"
      >
        {first.map((member) => (
          <MemberRow key={member.id} member={member} />
        ))}
      </ol>
      {mine.length > 0 && (
        <ol
          className="-mx-2 flex flex-col gap-1 border-t border-dashed border-line px-2 pt-2"
          aria-label="Your place in the class"
        >
          {mine.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </ol>
      )}
      {alone && (
        <div className="flex flex-col gap-2 rounded-xl border border-dashed border-honey-300 p-3 text-center">
          <p className="text-sm text-muted">
            No classmates here yet. Send them a quiz and see who fills the most pots.
          </p>
          <Link to={paths.createQuiz} className={buttonClasses('secondary', 'sm') + ' min-h-11'}>
            <Share2 className="size-4" aria-hidden />
            Create Quiz
          </Link>
        </div>
      )}
    </>
  );
}

function MemberRow({ member }: { member: Ranking['members'][number] }) {
  return (
    <li
      className={cn(
        'flex min-h-11 shrink-0 items-center gap-3 rounded-xl px-2 py-1.5',
        member.isMe && 'bg-honey-100 ring-1 ring-honey-300',
      )}
    >
      <span
        className={cn(
          'hex tabular flex size-8 shrink-0 items-center justify-center text-sm font-extrabold',
          member.rank === 1 ? 'bg-honey-500' : 'bg-comb text-honey-700',
        )}
      >
        <span className="sr-only">Rank </span>
        {member.rank}
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-2">
        <span className="truncate font-semibold">{member.name}</span>
        {member.isMe && (
          <span className="shrink-0 rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-cream">
            Me
          </span>
        )}
      </span>
      <span className="tabular shrink-0 font-bold">
        {member.points}
        <span className="ml-1 text-xs font-semibold text-muted">nectar</span>
      </span>
    </li>
  );
}

function RankingSkeleton() {
  return (
    <ol className="flex flex-col gap-2" aria-hidden>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 py-1">
          <Skeleton className="hex size-8 rounded-none" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-14" />
        </li>
      ))}
    </ol>
  );
}
