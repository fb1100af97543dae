import { Link } from 'react-router';
import { Card } from '../../ui/card.tsx';

const SITES = [
  { label: 'Home', to: '/' },
  { label: 'K-12 academy', to: '/nexus-learning' },
  { label: 'Corporate', to: '/about' },
] as const;

/** Links from the admin area to the public sites (admin spec §2). */
export function SiteSwitcherCard() {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Our websites</h2>
      <nav aria-label="Our websites" className="mt-3">
        <ul className="flex flex-wrap gap-3">
          {SITES.map((site) => (
            <li key={site.to}>
              <Link
                to={site.to}
                className="inline-flex min-h-10 items-center rounded-md border border-line-strong px-4 text-ink no-underline hover:bg-muted"
              >
                {site.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
