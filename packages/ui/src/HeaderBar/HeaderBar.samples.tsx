// Sample artwork for stories and compositions; not exported from the package.

/** A sample operator logo drawn for the stories. */
export function SampleLogo({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <a
      href="#inicio"
      aria-label={label}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--color-brand-primary)" />
        <path
          d="M16 6l3 7 7 .6-5.4 4.6 1.7 7L16 21.4 9.7 25.2l1.7-7L6 13.6l7-.6z"
          fill="var(--color-text-on-brand)"
        />
      </svg>
      {compact ? null : (
        <span aria-hidden style={{ fontWeight: 700, fontSize: '1.125rem' }}>
          Fortuna
        </span>
      )}
    </a>
  );
}
