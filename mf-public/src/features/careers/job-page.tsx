// /jobs/:id: one open role. The loader fetches it, so a closed or unknown role is the not-found page.
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@platform/shared/api';
import { Breadcrumbs, usePageMeta } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { fetchJob, postedOn, type Job } from './careers-api';
import { texts } from './texts';

export async function jobLoader({ params }: LoaderFunctionArgs): Promise<Job> {
  try {
    return await fetchJob(params.id ?? params.jobId ?? '');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function JobPage() {
  const { t } = texts.useTexts();
  const job = useLoaderData() as Job;
  usePageMeta({ title: `${job.title}, ${job.city}`, description: job.summary });
  return (
    <article className="page" data-testid="job">
      <Breadcrumbs trail={[{ label: t('careers'), to: '/career' }, { label: job.title }]} />
      <header className="page__header">
        <h1>{job.title}</h1>
        <p className="page__intro">{job.summary}</p>
        <p className="article__byline">
          {job.city} · {t(`jobTypes.${job.type}`)} · {job.department} · {t('list.posted', { date: postedOn(job.postedAt) })}
        </p>
      </header>
      <Markdown source={job.body} />
      <p>
        <Link className="button button--primary" to={`/apply/${job.id}`}>
          {t('job.apply')}
        </Link>
      </p>
    </article>
  );
}
