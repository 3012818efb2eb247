// "Mark for review" on the question shown (ADR 036): a toggle (aria-pressed) with a flag, filled
// once marked; the words show from the small-tablet width up, the flag and its name always.
import { Flag } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

export function MarkToggle({
  marked,
  onToggle,
  disabled,
}: {
  marked: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  return (
    <Button
      variant="secondary"
      aria-pressed={marked}
      aria-label="Mark for review"
      title="Mark for review"
      onClick={onToggle}
      disabled={disabled}
      // Marked: a filled flag and a red ring (the pressed state is also announced).
      className={cn('shrink-0 px-3', marked && 'text-bad ring-2 ring-bad/60')}
    >
      <Flag className={cn('size-4', marked && 'fill-bad')} aria-hidden />
      <span className="hidden sm:inline">Mark for review</span>
    </Button>
  );
}
