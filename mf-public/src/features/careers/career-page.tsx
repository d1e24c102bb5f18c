// /career: open roles from the API, filtered by city and type (the filter is in the URL).
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, getErrorMessage, Page } from '@platform/shared';
import { keepPreviousData, useQuery } from '@platform/shared/query';
import { fetchJobs, postedOn } from './careers-api';

export function CareerPage() {
  const [params, setParams] = useSearchParams();
  const city = params.get('city') ?? '';
  const type = params.get('type') ?? '';
  const jobs = useQuery({ queryKey: ['jobs', city, type], queryFn: () => fetchJobs({ city, type }), placeholderData: keepPreviousData });

  function filter(key: 'city' | 'type', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  }

  return (
    <Page title="Careers" intro="Help people across India borrow wisely. We hire in our offices, in the field and from home." wide>
      <Breadcrumbs trail={[{ label: 'Careers' }]} />
      <p>
        Want flexible hours? Our <Link to="/career-remote">work-from-home programme</Link> pays you for every customer you help apply.
      </p>
      <h2>Open roles</h2>
      {jobs.isPending && <p aria-busy="true">Loading…</p>}
      {jobs.isError && <p role="alert">{getErrorMessage(jobs.error)}</p>}
      {jobs.data && (
        <>
          <div className="article-filters">
            <label>
              City{' '}
              <select value={city} onChange={(e) => filter('city', e.target.value)}>
                <option value="">All cities</option>
                {jobs.data.cities.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label>
              Type{' '}
              <select value={type} onChange={(e) => filter('type', e.target.value)}>
                <option value="">All types</option>
                {jobs.data.types.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            </label>
          </div>
          {jobs.data.data.length === 0 ? (
            <p>No open roles match these filters right now.</p>
          ) : (
            <ul className="article-list" data-testid="job-list">
              {jobs.data.data.map((job) => (
                <li key={job.id} className="article-card">
                  <p className="article-card__meta">
                    {job.department} · {job.type}
                  </p>
                  <h3 className="article-card__title">
                    <Link to={`/jobs/${job.id}`}>{job.title}</Link>
                  </h3>
                  <p>{job.summary}</p>
                  <p className="article-card__meta">
                    {job.city} · posted {postedOn(job.postedAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
