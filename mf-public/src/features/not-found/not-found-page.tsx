import { Link } from 'react-router-dom';
import { paths } from '@platform/shared';

export function NotFoundPage() {
  return (
    <section className="not-found" data-testid="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved. These may help:</p>
      <ul className="link-list">
        <li>
          <Link to={paths.home}>Home: loans, cards and services</Link>
        </li>
        <li>
          <Link to={paths.b2c.faq}>Help & FAQ</Link>
        </li>
        <li>
          <Link to={paths.contactUs}>Contact us</Link>
        </li>
      </ul>
    </section>
  );
}
