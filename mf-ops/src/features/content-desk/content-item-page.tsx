// /ops/content/:id: one article on the content desk. Where it stands and the moves its state
// allows (schedule, publish now, unpublish), the editor (every save a new version), and the
// versions, each readable and restorable (a restore saves the old text as a new version).
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getErrorMessage, notify, spinner } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { DataState, useQuery, useQueryClient, type ServerData } from '@platform/shared/query';
import type { ContentKind } from '@platform/shared/schemas';
import { formatIndianTime } from '../../components/ops-date';
import { OpsPage } from '../../components/ops-page';
import {
  CONTENT_KEY,
  fetchContentItem,
  fetchContentVersion,
  moveContent,
  restoreVersion,
  saveContent,
  type ContentItem,
  type ContentVersion,
} from './content-desk-api';
import { ContentEditor } from './content-editor';
import { LanguageVersions } from './content-language-versions';
import { texts } from './texts';

function Moves({ item, onMoved }: { item: ContentItem; onMoved: () => Promise<void> }) {
  const [problem, setProblem] = useState('');
  const { t } = texts.useTexts();
  async function move(body: Parameters<typeof moveContent>[1]) {
    setProblem('');
    try {
      const answer = await spinner.during(moveContent(item.id, body));
      notify.success(answer);
    } catch (error) {
      setProblem(getErrorMessage(error));
    }
    await onMoved();
  }
  function schedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const at = String(new FormData(event.currentTarget).get('publishAt') ?? '');
    if (!at) {
      setProblem(t('publishing.chooseWhen'));
      return;
    }
    void move({ move: 'schedule', publishAt: new Date(at).toISOString(), seenState: item.state });
  }
  return (
    <section aria-labelledby="content-moves-heading" className="content-moves">
      <h2 id="content-moves-heading">{t('publishing.heading')}</h2>
      <p>
        {t(`states.${item.state}`)}
        {item.state === 'scheduled' && item.publishAt ? t('publishing.goesLive', { time: formatIndianTime(item.publishAt) }) : ''}
        {item.state === 'published' && item.publishAt ? t('publishing.since', { time: formatIndianTime(item.publishAt) }) : ''}
        {item.state === 'published' && (
          <>
            {' · '}
            <a href={item.publicPath} target="_blank" rel="noreferrer">
              {t('publishing.open')}
            </a>
          </>
        )}
      </p>
      {item.moves.includes('publish') && (
        <button type="button" className="button button--primary" onClick={() => void move({ move: 'publish', publishAt: '', seenState: item.state })}>
          {t('moves.publish')}
        </button>
      )}
      {item.moves.includes('unpublish') && (
        <button type="button" className="button" onClick={() => void move({ move: 'unpublish', publishAt: '', seenState: item.state })}>
          {item.state === 'scheduled' ? t('publishing.callOff') : t('moves.unpublish')}
        </button>
      )}
      {item.moves.includes('schedule') && (
        <form className="ops-filters" aria-label={t('publishing.schedule')} onSubmit={schedule}>
          <label>
            {t('publishing.when')}
            <input name="publishAt" type="datetime-local" />
          </label>
          <button type="submit" className="button">
            {t('moves.schedule')}
          </button>
        </form>
      )}
      {problem && (
        <p className="data-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

function Versions({ item, onRestored }: { item: ContentItem; onRestored: () => Promise<void> }) {
  const [shown, setShown] = useState<ContentVersion | null>(null);
  const { t } = texts.useTexts();
  async function show(number: number) {
    try {
      setShown(await spinner.during(fetchContentVersion(item.id, number)));
    } catch {
      // The API client has told the editor why.
    }
  }
  async function restore(number: number) {
    try {
      const answer = await spinner.during(restoreVersion(item.id, number, item.version));
      notify.success(answer.message);
      setShown(null);
    } catch {
      // The API client has told the editor why (e.g. someone saved meanwhile).
    }
    await onRestored();
  }
  return (
    <section aria-labelledby="content-versions-heading">
      <h2 id="content-versions-heading">{t('versions.heading')}</h2>
      <div className="table-scroll">
        <table className="console-table">
          <caption className="visually-hidden">{t('versions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('versions.columns.version')}</th>
              <th scope="col">{t('versions.columns.title')}</th>
              <th scope="col">{t('versions.columns.saved')}</th>
              <th scope="col">{t('versions.columns.by')}</th>
              <th scope="col">{t('versions.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {item.versions.map((version) => (
              <tr key={version.number}>
                <td>
                  {version.number}
                  {version.number === item.version ? t('versions.current') : ''}
                  {version.restoredFrom ? t('versions.restoredFrom', { number: version.restoredFrom }) : ''}
                </td>
                <td>{version.title}</td>
                <td>{formatIndianTime(version.savedAt)}</td>
                <td>{version.savedBy ?? t('versions.demo')}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    onClick={() => void show(version.number)}
                    aria-label={t('versions.readVersion', { number: version.number })}
                  >
                    {t('versions.read')}
                  </button>{' '}
                  {version.number !== item.version && (
                    <button
                      type="button"
                      className="button"
                      onClick={() => void restore(version.number)}
                      aria-label={t('versions.restoreVersion', { number: version.number })}
                    >
                      {t('versions.restore')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown && (
        <article aria-label={t('versions.version', { number: shown.number })} className="content-version">
          <h3>{t('versions.shown', { number: shown.number, title: shown.title })}</h3>
          <p>
            <small>/{shown.slug}</small>
          </p>
          <Markdown source={shown.body} />
          <button type="button" className="button" onClick={() => setShown(null)}>
            {t('versions.close', { number: shown.number })}
          </button>
        </article>
      )}
    </section>
  );
}

export function ContentItemPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  const query = useQuery({ queryKey: [CONTENT_KEY, 'item', id], queryFn: () => fetchContentItem(id) });
  const result: ServerData<ContentItem> =
    query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.isError
        ? { state: 'failed', message: getErrorMessage(query.error) }
        : { state: 'loading' };
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CONTENT_KEY] });

  return (
    <OpsPage title={query.data ? query.data.title : t('item.title')} intro={<Link to="/ops/content">{t('backToContent')}</Link>}>
      <DataState result={result}>
        {(item) => (
          <>
            <p>
              {t('item.facts', { kind: t(`kinds.${item.kind as ContentKind}`), version: item.version, time: formatIndianTime(item.updatedAt) })}
              {item.oldSlugs.length > 0 && t('item.oldSlugs', { slugs: item.oldSlugs.join(', ') })}
            </p>
            <Moves item={item} onMoved={refresh} />
            <h2>{t('item.text')}</h2>
            <ContentEditor
              // A saved or restored version starts the form afresh from what the server holds.
              key={item.version}
              defaults={{
                kind: item.kind,
                title: item.title,
                slug: item.slug,
                excerpt: item.excerpt,
                body: item.body,
                author: item.author,
                category: item.category,
                product: item.product,
                coverImage: item.coverImage,
              }}
              kindFixed
              slugIsPublic={item.state !== 'draft'}
              submitLabel={t(item.state === 'published' ? 'item.saveLive' : 'item.save')}
              onSubmit={async ({ kind: _kind, ...values }) => {
                const saved = await spinner.during(saveContent(item.id, { ...values, seenVersion: item.version }));
                notify.success(saved.message);
                queryClient.setQueryData([CONTENT_KEY, 'item', id], saved.data);
                await refresh();
              }}
            />
            <Versions item={item} onRestored={refresh} />
            <LanguageVersions item={item} onChanged={refresh} />
          </>
        )}
      </DataState>
    </OpsPage>
  );
}
