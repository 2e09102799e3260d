import type { AriaRole, ReactNode } from 'react';

/**
 * One kiosk screen: a section named by its h1 (`kiosk-<name>-heading`), test id `kiosk-<name>`,
 * with an optional big icon above the heading.
 */
export function KioskPanel({
  name,
  heading,
  icon,
  variant,
  role,
  children,
}: {
  name: string;
  heading: ReactNode;
  icon?: ReactNode;
  /** a further class beside `kiosk-panel` (`kiosk-start`, `kiosk-panel--pin`, …) */
  variant?: string;
  role?: AriaRole;
  children: ReactNode;
}) {
  const headingId = `kiosk-${name}-heading`;
  return (
    <section className={variant ? `kiosk-panel ${variant}` : 'kiosk-panel'} aria-labelledby={headingId} data-testid={`kiosk-${name}`} role={role}>
      {icon}
      <h1 id={headingId} className="kiosk-heading">
        {heading}
      </h1>
      {children}
    </section>
  );
}
