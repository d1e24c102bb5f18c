// An article's Hindi and Marathi versions (docs/decisions/052), beside its English: the English
// original to translate from, the version's title, summary and body with a live preview, saved as
// that language's next version (409 when someone saved it meanwhile) and published or unpublished
// on its own, by the same moves as the article.
import { useState } from 'react';
import { getErrorMessage, notify, spinner } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@platform/shared/schemas';
import { moveTranslation, saveTranslation, type ContentItem, type LanguageText } from './content-desk-api';
import { texts } from './texts';

function LanguageVersion({ item, language, onChanged }: { item: ContentItem; language: ContentLanguage; onChanged: () => Promise<void> }) {
  const { t } = texts.useTexts();
  const current = item.translations.find((v) => v.language === language);
  const [text, setText] = useState<LanguageText>({ title: current?.title ?? '', excerpt: current?.excerpt ?? '', body: current?.body ?? '' });
  const [problem, setProblem] = useState('');
  const name = t(`translations.names.${language}`);
  async function run(action: () => Promise<{ message: string; messageCode?: string; messageParams?: Record<string, unknown> }>) {
    setProblem('');
    try {
      // The whole answer: a move's code shows its words in the editor's language.
      notify.success(await spinner.during(action()));
      await onChanged();
    } catch (error) {
      // The editor's text stays in the form (a 409 says to reload).
      setProblem(getErrorMessage(error));
    }
  }
  const field = (key: keyof LanguageText) => ({
    value: text[key],
    onChange: (event: { target: { value: string } }) => setText((was) => ({ ...was, [key]: event.target.value })),
  });
  return (
    <section aria-label={t('translations.tab', { language: name })} className="content-language">
      <p>
        {current
          ? t('translations.state', { language: name, state: t(`states.${current.state}`), version: current.version })
          : t('translations.none', { language: name })}
      </p>
      <div className="content-language__columns" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: '1rem' }}>
        <article aria-label={t('translations.english')} lang="en">
          <h3>{t('translations.english')}</h3>
          <p>
            <strong>{item.title}</strong>
          </p>
          <p>{item.excerpt}</p>
          <Markdown source={item.body} />
        </article>
        <form
          aria-label={t('translations.tab', { language: name })}
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => saveTranslation(item.id, language, { ...text, seenVersion: current?.version ?? 0 }));
          }}
        >
          <label>
            {t('translations.title', { language: name })}
            <input {...field('title')} lang={language} required maxLength={160} />
          </label>
          <label>
            {t('translations.excerpt', { language: name })}
            <textarea {...field('excerpt')} lang={language} required maxLength={300} rows={2} />
          </label>
          <label>
            {t('translations.body', { language: name })}
            <textarea {...field('body')} lang={language} required rows={12} />
          </label>
          <button type="submit" className="button button--primary">
            {t('translations.save', { language: name })}
          </button>
          {current?.moves.includes('publish') && (
            <button
              type="button"
              className="button"
              onClick={() => void run(() => moveTranslation(item.id, language, { move: 'publish', publishAt: '', seenState: current.state }))}
            >
              {t('moves.publish')}
            </button>
          )}
          {current?.moves.includes('unpublish') && (
            <button
              type="button"
              className="button"
              onClick={() => void run(() => moveTranslation(item.id, language, { move: 'unpublish', publishAt: '', seenState: current.state }))}
            >
              {t('moves.unpublish')}
            </button>
          )}
          {problem && (
            <p className="data-error" role="alert">
              {problem}
            </p>
          )}
        </form>
        <article aria-label={t('translations.preview', { language: name })} lang={language}>
          <h3>{t('translations.preview', { language: name })}</h3>
          <p>
            <strong>{text.title}</strong>
          </p>
          <p>{text.excerpt}</p>
          <Markdown source={text.body} />
        </article>
      </div>
    </section>
  );
}

export function LanguageVersions({ item, onChanged }: { item: ContentItem; onChanged: () => Promise<void> }) {
  const { t } = texts.useTexts();
  const [language, setLanguage] = useState<ContentLanguage>('hi');
  const current = item.translations.find((v) => v.language === language);
  return (
    <section aria-labelledby="content-languages-heading">
      <h2 id="content-languages-heading">{t('translations.heading')}</h2>
      <p>{t('translations.intro')}</p>
      <div role="group" aria-label={t('translations.heading')}>
        {CONTENT_LANGUAGES.map((l) => (
          <button key={l} type="button" className="button" aria-pressed={l === language} onClick={() => setLanguage(l)}>
            {t('translations.tab', { language: t(`translations.names.${l}`) })}
          </button>
        ))}
      </div>
      {/* A saved version starts the form afresh from what the server holds. */}
      <LanguageVersion key={`${language}-${current?.version ?? 0}`} item={item} language={language} onChanged={onChanged} />
    </section>
  );
}
