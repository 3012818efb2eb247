// Local 24-hour HH:MM, as the offline notices read ("Offline: showing what you saw at 14:05").
export function clockTime(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
