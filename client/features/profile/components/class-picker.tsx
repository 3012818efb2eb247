import { Fragment } from 'react';
import { gpepClasses, gpepYears } from '#shared/contract/gpep.ts';
import { cn } from '#client/lib/cn.ts';

const trainees = (n: number) => `${n} ${n === 1 ? 'trainee' : 'trainees'}`;

/**
 * The 13 GPEP1 classes as a radio list (native inputs: keyboard and screen-reader friendly).
 * With `sizes`, each class shows how many trainees it has ("Auckland · 12 trainees").
 */
export function ClassPicker({
  value,
  onChange,
  sizes,
}: {
  value: string;
  onChange: (value: string) => void;
  /** trainees per class in the chosen year, when known */
  sizes?: ReadonlyMap<string, number>;
}) {
  const size = (name: string) => sizes?.get(name);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">GPEP1 Class</legend>
      {/* Two columns on a phone, so all 13 fit about one screen; in rem, so text enlarged to
          200% gets one column instead of names too narrow to read. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-2">
        {gpepClasses.map((name) => (
          <label
            key={name}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 text-sm font-medium transition-colors',
              value === name
                ? 'border-honey-500 bg-honey-100'
                : 'border-line bg-white hover:bg-honey-100/60',
            )}
          >
            <input
              type="radio"
              name="gpep-class"
              value={name}
              checked={value === name}
              onChange={() => onChange(name)}
              className="size-4 shrink-0 accent-honey-700"
            />
            <span className="py-1.5 leading-tight">
              {/* a narrow column breaks "Nelson/Marlborough" after the slash, not mid-word */}
              {name.split('/').map((part, i) => (
                <Fragment key={part}>
                  {i > 0 && (
                    <>
                      /<wbr />
                    </>
                  )}
                  {part}
                </Fragment>
              ))}
              {size(name) !== undefined && (
                <>
                  <span className="sr-only"> · </span>
                  <span className="tabular block text-xs font-normal text-muted">
                    {trainees(size(name)!)}
                  </span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function YearSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="gpep-year" className="text-sm font-semibold">
        GPEP1 Year
      </label>
      <select
        id="gpep-year"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="min-h-11 rounded-xl border border-line bg-white px-3 text-base"
      >
        {gpepYears.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
