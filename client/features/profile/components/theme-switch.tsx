// Profile Settings: System / Light / Dark (ADR 047). A preference of this device, applied the
// moment it is chosen (not with Save Changes, which only saves the profile), like the
// confidence switch above it.
import { setThemeChoice, useThemeChoice, type ThemeChoice } from '#client/lib/theme-preference.ts';
import { cn } from '#client/lib/cn.ts';

const choices: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function ThemeSwitch() {
  const current = useThemeChoice();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold text-ink">Theme</legend>
      <p id="theme-hint" className="-mt-1 text-xs text-muted">
        System follows your phone&apos;s light or dark setting. Saved on this device.
      </p>
      <div className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-cream p-1">
        {choices.map(({ value, label }) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-honey-700',
              current === value ? 'bg-honey-500 text-ink' : 'text-ink hover:bg-honey-100',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={current === value}
              onChange={() => setThemeChoice(value)}
              aria-describedby="theme-hint"
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
