import { Link } from 'react-router-dom';

/** The shell's own not-found, used only when the public area (which owns `*`) cannot answer. */
export function NotFound() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button button--primary" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
