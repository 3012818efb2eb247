import { gpepClasses, gpepYears } from '#shared/contract/gpep.ts';
import { cn } from '#client/lib/cn.ts';

/** The 13 GPEP1 classes as a radio list (native inputs: keyboard and screen-reader friendly). */
export function ClassPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">GPEP1 Class</legend>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
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
              className="size-4 accent-honey-700"
            />
            {name}
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
