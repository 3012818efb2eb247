import { useId, useState } from 'react';
import { ChevronDown, CircleCheck, Hexagon, PenLine, Users } from 'lucide-react';
import { nectarPerHoneyPot } from '#shared/domain/honey.ts';

const rules = [
  {
    icon: CircleCheck,
    nectar: '+1',
    text: 'for a correct answer, the first time you get that question right.',
  },
  {
    icon: Users,
    nectar: '+1',
    text: 'when someone attempts a question you wrote.',
  },
  {
    icon: PenLine,
    nectar: '+5',
    text: 'for writing a question.',
  },
  {
    icon: Hexagon,
    nectar: String(nectarPerHoneyPot),
    text: 'nectar fill 1 honey pot.',
  },
];

/**
 * "How does the scoring system work?" [product#learn, #nectar-and-honey-pots]: closed until asked.
 * A plain disclosure (the button's aria-expanded, the panel rendered only when open) rather than
 * Radix Collapsible, whose panel measures itself on mount to animate its height: that forced a
 * layout of the whole dashboard in the middle of its first render on a phone (ADR 044).
 * Nothing animates.
 */
export function ScoringExplainer() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div data-state={state} className="group rounded-xl bg-honey-100/70">
      <button
        type="button"
        aria-controls={panelId}
        aria-expanded={open}
        data-state={state}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-4 py-2 text-left font-semibold hover:bg-honey-100"
      >
        How does the scoring system work?
        <ChevronDown
          className="size-5 shrink-0 text-honey-700 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </button>
      <div id={panelId} data-state={state} hidden={!open} className="px-4 pb-4">
        {open && (
          <>
            <ul className="flex flex-col gap-2.5 pt-1">
              {rules.map(({ icon: Icon, nectar, text }) => (
                <li key={text} className="flex items-start gap-3">
                  <span className="hex flex size-8 shrink-0 items-center justify-center bg-honey-500">
                    <Icon className="size-4" aria-hidden />
                  </span>
                  <p className="pt-1 text-sm">
                    <span className="tabular font-bold">
                      {nectar}
                      {nectar.startsWith('+') ? ' nectar' : ''}
                    </span>{' '}
                    {text}
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-xs text-muted">
              Answering a question you have already got right keeps it fresh but earns no new
              nectar.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
