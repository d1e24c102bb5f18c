// /ops/content/new: a new blog post, news item or product guide, saved as a draft (its first
// version); the editor then opens the article's own page to publish or schedule it.
import { Link, useNavigate } from 'react-router-dom';
import { notify, spinner } from '@platform/shared';
import { useQueryClient } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { CONTENT_KEY, createContent } from './content-desk-api';
import { ContentEditor, EMPTY_CONTENT } from './content-editor';
import { texts } from './texts';

export function ContentNewPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = texts.useTexts();
  return (
    <OpsPage
      title={t('create.title')}
      intro={
        <>
          {t('create.intro')} <Link to="/ops/content">{t('backToContent')}</Link>
        </>
      }
    >
      <ContentEditor
        defaults={EMPTY_CONTENT}
        kindFixed={false}
        submitLabel={t('create.save')}
        onSubmit={async (values) => {
          const saved = await spinner.during(createContent(values));
          notify.success(saved.message);
          await queryClient.invalidateQueries({ queryKey: [CONTENT_KEY] });
          navigate(`/ops/content/${saved.data.id}`);
        }}
      />
    </OpsPage>
  );
}
