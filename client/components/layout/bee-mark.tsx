/** Hive's mark: a bee in a honey hexagon. Decorative unless given a title. */
export function BeeMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title && <title>{title}</title>}
      <path d="M32 3 57 17.5v29L32 61 7 46.5v-29Z" fill="#F5A524" />
      <path
        d="M32 3 57 17.5v29L32 61 7 46.5v-29Z"
        fill="none"
        stroke="#8A5300"
        strokeOpacity=".35"
        strokeWidth="2"
      />
      <ellipse cx="22" cy="24" rx="9" ry="6" fill="#FFF8E7" transform="rotate(-30 22 24)" />
      <ellipse cx="42" cy="24" rx="9" ry="6" fill="#FFF8E7" transform="rotate(30 42 24)" />
      <ellipse cx="32" cy="38" rx="11" ry="13" fill="#2B1D0E" />
      <path d="M21.5 34h21M21 41h22" stroke="#F5A524" strokeWidth="4" />
      <circle cx="32" cy="22" r="6" fill="#2B1D0E" />
    </svg>
  );
}
