// The content desk's editor: the article's fields, its Markdown beside a live preview drawn by the
// very renderer the public pages use (@platform/shared/content: raw HTML and unsafe links never
// pass), and image uploads for the article's kind. Used to write a new article and to edit one.
// A refused save (a slug taken, someone else's newer version) keeps everything typed in the form.
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { getErrorMessage, notify, spinner } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { CONTENT_IMAGE_LIMITS } from '@platform/shared/contracts';
import { FileChooser } from '@platform/shared/upload';
import { CONTENT_KINDS, GUIDE_PRODUCTS, newContentSchema, slugOf, type ContentKind, type NewContentInput } from '@platform/shared/schemas';
import { uploadImage } from './content-desk-api';
import { texts } from './texts';

export type ContentValues = NewContentInput;

export const EMPTY_CONTENT: ContentValues = {
  kind: 'blog',
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  author: '',
  category: '',
  product: '',
  coverImage: '',
};

interface ContentEditorProps {
  defaults: ContentValues;
  /** A new article chooses its kind; an existing one keeps it. */
  kindFixed: boolean;
  /** Whether the slug was public already (its change keeps a redirect). */
  slugIsPublic?: boolean;
  submitLabel: string;
  onSubmit: (values: ContentValues) => Promise<unknown>;
}

const PRODUCT_OPTIONS = GUIDE_PRODUCTS.map((product) => ({ value: product, label: product }));

function ImageUpload({ form }: { form: UseFormReturn<ContentValues> }) {
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState('');
  const { t } = texts.useTexts();
  const id = useId();

  async function upload() {
    if (!file) {
      setProblem(t('images.chooseFirst'));
      return;
    }
    if (file.size > CONTENT_IMAGE_LIMITS.maxBytes) {
      setProblem(t('images.tooLarge'));
      return;
    }
    setProblem('');
    try {
      const image = await spinner.during(uploadImage(form.getValues('kind') as ContentKind, file));
      setUploaded(image);
      // Placed at the end of the text, where the editor can move it.
      const body = form.getValues('body');
      form.setValue('body', `${body}${body ? '\n\n' : ''}![${image.name.replace(/\.[a-z]+$/, '')}](${image.url})`, { shouldDirty: true });
      notify.success(t('images.added'));
    } catch (error) {
      setProblem(getErrorMessage(error));
    }
  }

  return (
    <fieldset className="content-editor__images">
      <legend>{t('images.legend')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('images.file', { accept: CONTENT_IMAGE_LIMITS.acceptText })}
        </label>
        <FileChooser id={id} accept="image/jpeg,image/png" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
      </div>
      <button type="button" className="button" onClick={() => void upload()}>
        {t('images.upload')}
      </button>
      {problem && (
        <p className="data-error" role="alert">
          {problem}
        </p>
      )}
      {uploaded && (
        <p role="status">
          {t('images.uploaded', { name: uploaded.name })} <code>{uploaded.url}</code>{' '}
          <button type="button" className="button" onClick={() => form.setValue('coverImage', uploaded.url, { shouldDirty: true, shouldValidate: true })}>
            {t('images.useAsCover')}
          </button>
        </p>
      )}
    </fieldset>
  );
}

export function ContentEditor({ defaults, kindFixed, slugIsPublic = false, submitLabel, onSubmit }: ContentEditorProps) {
  const { t } = texts.useTexts();
  return (
    <Form<ContentValues>
      schema={newContentSchema}
      defaultValues={defaults}
      onSubmit={(values) => onSubmit(values)}
      className="content-editor"
      aria-label={t('editor.form')}
    >
      {(form) => {
        const kind = form.watch('kind');
        const body = form.watch('body');
        return (
          <>
            <div className="content-editor__fields">
              <SelectField<ContentValues>
                name="kind"
                label={t('editor.kind')}
                options={CONTENT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
                readOnly={kindFixed}
              />
              <TextField<ContentValues> name="title" label={t('editor.title')} maxLength={160} />
              <TextField<ContentValues> name="slug" label={t('editor.slug')} maxLength={80} hint={t(slugIsPublic ? 'editor.slugPublic' : 'editor.slugNew')} />
              <button
                type="button"
                className="button"
                onClick={() => form.setValue('slug', slugOf(form.getValues('title')), { shouldDirty: true, shouldValidate: true })}
              >
                {t('editor.slugFromTitle')}
              </button>
              {kind === 'guide' && (
                <SelectField<ContentValues> name="product" label={t('editor.product')} options={PRODUCT_OPTIONS} placeholder={t('editor.chooseProduct')} />
              )}
              <TextAreaField<ContentValues> name="excerpt" label={t('editor.summary')} rows={2} maxLength={300} />
              <TextField<ContentValues> name="author" label={t('editor.author')} maxLength={80} />
              <TextField<ContentValues> name="category" label={t('editor.category')} maxLength={60} />
              <TextField<ContentValues> name="coverImage" label={t('editor.cover')} maxLength={300} />
              <ImageUpload form={form} />
            </div>
            <div className="content-editor__write">
              <TextAreaField<ContentValues> name="body" label={t('editor.body')} rows={22} className="content-editor__body" />
              <section className="content-editor__preview" aria-labelledby="content-preview-heading">
                <h2 id="content-preview-heading">{t('editor.preview')}</h2>
                {body.trim() ? <Markdown source={body} /> : <p>{t('editor.previewEmpty')}</p>}
              </section>
            </div>
            <SubmitButton>{submitLabel}</SubmitButton>
          </>
        );
      }}
    </Form>
  );
}
