import type { ReactNode } from 'react';

/** A page's heading block and content column. */
export function Page({ title, intro, children, wide = false }: { title: string; intro?: ReactNode; children?: ReactNode; wide?: boolean }) {
  return (
    <article className={wide ? 'page page--wide' : 'page'}>
      <header className="page__header">
        <h1>{title}</h1>
        {intro && <p className="page__intro">{intro}</p>}
      </header>
      {children}
    </article>
  );
}

export function Card({ title, children, footer }: { title: ReactNode; children?: ReactNode; footer?: ReactNode }) {
  return (
    <section className="card">
      <h2 className="card__title">{title}</h2>
      {children && <div className="card__body">{children}</div>}
      {footer && <div className="card__footer">{footer}</div>}
    </section>
  );
}

/** A list of label and value rows (a profile's details). */
export function DetailsList({ rows, testId, className }: { rows: ReadonlyArray<readonly [string, ReactNode]>; testId?: string; className?: string }) {
  return (
    <dl className={className ? `${className} profile-details` : 'profile-details'} data-testid={testId}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
