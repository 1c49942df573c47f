/** The studio's mark: a faceted forge star. Decorative; the link around it carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8be9fd" />
          <stop offset="0.55" stopColor="#a98bff" />
          <stop offset="1" stopColor="#ffb35c" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="11" fill="#0e1120" stroke="#262c4d" />
      <path
        d="M20 6.5 23.6 16.4 33.5 20 23.6 23.6 20 33.5 16.4 23.6 6.5 20 16.4 16.4Z"
        fill="url(#logo-gradient)"
      />
      <circle cx="20" cy="20" r="3.2" fill="#05060b" />
    </svg>
  );
}
