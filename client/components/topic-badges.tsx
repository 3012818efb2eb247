/** A question's topics as small honey badges. */
export function TopicBadges({ topics }: { topics: { name: string }[] }) {
  if (topics.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
      {topics.map((topic) => (
        <li
          key={topic.name}
          className="rounded-full bg-honey-100 px-2.5 py-0.5 text-xs font-semibold text-honey-700"
        >
          {topic.name}
        </li>
      ))}
    </ul>
  );
}
