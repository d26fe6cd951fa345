import classes from './Logo.module.css';

/**
 * The brand mark, drawn inline in the scheme's colours (index.html's splash shows the same drawing
 * as an image before the app loads). `markOnly`: the square mark without the name, where a narrow
 * header needs the room.
 */
export function Logo({ height = 40, markOnly = false }: { height?: number; markOnly?: boolean }) {
  return (
    <svg
      className={classes.logo}
      height={height}
      viewBox={markOnly ? '0 0 44 48' : '0 0 200 48'}
      role="img"
      aria-label="Imobi"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="2" y="4" width="40" height="40" rx="10" fill="var(--logo-mark)" />
      <path d="M10 25 22 14l12 11v12h-8v-7h-8v7h-8z" fill="var(--logo-house)" />
      {!markOnly && (
        <>
          <text
            x="52"
            y="32"
            fontFamily="system-ui, sans-serif"
            fontSize="24"
            fontWeight="700"
            fill="var(--logo-name)"
          >
            Imobi
          </text>
          <text x="134" y="32" fontFamily="system-ui, sans-serif" fontSize="14" fill="var(--logo-tag)">
            gestão
          </text>
        </>
      )}
    </svg>
  );
}
