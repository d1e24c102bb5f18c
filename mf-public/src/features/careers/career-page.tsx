// /career: open roles from the API, filtered by city and type (the filter is in the URL).
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, getErrorMessage, Page } from '@platform/shared';
import { keepPreviousData, useQuery } from '@platform/shared/query';
import { fetchJobs, postedOn } from './careers-api';
import { texts } from './texts';

export function CareerPage() {
  const { t } = texts.useTexts();
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
    <Page title={t('careers')} intro={t('list.intro')} wide>
      <Breadcrumbs trail={[{ label: t('careers') }]} />
      <p>
        {t('list.flexibleBefore')}
        <Link to="/career-remote">{t('list.flexibleLink')}</Link>
        {t('list.flexibleAfter')}
      </p>
      <h2>{t('list.openRoles')}</h2>
      {jobs.isPending && <p aria-busy="true">{t('list.loading')}</p>}
      {jobs.isError && <p role="alert">{getErrorMessage(jobs.error)}</p>}
      {jobs.data && (
        <>
          <div className="article-filters">
            <label>
              {t('list.city')}{' '}
              <select value={city} onChange={(e) => filter('city', e.target.value)}>
                <option value="">{t('list.allCities')}</option>
                {jobs.data.cities.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
            <label>
              {t('list.type')}{' '}
              <select value={type} onChange={(e) => filter('type', e.target.value)}>
                <option value="">{t('list.allTypes')}</option>
                {jobs.data.types.map((jobType) => (
                  <option key={jobType} value={jobType}>
                    {t(`jobTypes.${jobType}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {jobs.data.data.length === 0 ? (
            <p>{t('list.none')}</p>
          ) : (
            <ul className="article-list" data-testid="job-list">
              {jobs.data.data.map((job) => (
                <li key={job.id} className="article-card">
                  <p className="article-card__meta">
                    {job.department} · {t(`jobTypes.${job.type}`)}
                  </p>
                  <h3 className="article-card__title">
                    <Link to={`/jobs/${job.id}`}>{job.title}</Link>
                  </h3>
                  <p>{job.summary}</p>
                  <p className="article-card__meta">
                    {job.city} · {t('list.posted', { date: postedOn(job.postedAt) })}
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
