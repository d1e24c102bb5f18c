// The content desk's editor: the article's fields, its Markdown beside a live preview drawn by the
// very renderer the public pages use (@platform/shared/content: raw HTML and unsafe links never
// pass), and image uploads for the article's kind. Used to write a new article and to edit one.
// A refused save (a slug taken, someone else's newer version) keeps everything typed in the form.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { getErrorMessage, notify, spinner } from '@platform/shared';
import { Markdown } from '@platform/shared/content';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { CONTENT_IMAGE_LIMITS } from '@platform/shared/contracts';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, GUIDE_PRODUCTS, newContentSchema, slugOf, type ContentKind, type NewContentInput } from '@platform/shared/schemas';
import { uploadImage } from './content-desk-api';

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

const KIND_OPTIONS = CONTENT_KINDS.map((kind) => ({ value: kind, label: CONTENT_KIND_LABELS[kind] }));
const PRODUCT_OPTIONS = GUIDE_PRODUCTS.map((product) => ({ value: product, label: product }));

function ImageUpload({ form }: { form: UseFormReturn<ContentValues> }) {
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState('');

  async function upload() {
    if (!file) {
      setProblem('Choose an image first');
      return;
    }
    if (file.size > CONTENT_IMAGE_LIMITS.maxBytes) {
      setProblem('The image must be at most 2 MB');
      return;
    }
    setProblem('');
    try {
      const image = await spinner.during(uploadImage(form.getValues('kind') as ContentKind, file));
      setUploaded(image);
      // Placed at the end of the text, where the editor can move it.
      const body = form.getValues('body');
      form.setValue('body', `${body}${body ? '\n\n' : ''}![${image.name.replace(/\.[a-z]+$/, '')}](${image.url})`, { shouldDirty: true });
      notify.success('Image uploaded and added to the text');
    } catch (error) {
      setProblem(getErrorMessage(error));
    }
  }

  return (
    <fieldset className="content-editor__images">
      <legend>Images</legend>
      <label>
        Image ({CONTENT_IMAGE_LIMITS.acceptText}, at most 2 MB)
        <input type="file" accept="image/jpeg,image/png" onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
      </label>
      <button type="button" className="button" onClick={() => void upload()}>
        Upload image
      </button>
      {problem && (
        <p className="data-error" role="alert">
          {problem}
        </p>
      )}
      {uploaded && (
        <p role="status">
          Uploaded {uploaded.name}: <code>{uploaded.url}</code>{' '}
          <button type="button" className="button" onClick={() => form.setValue('coverImage', uploaded.url, { shouldDirty: true, shouldValidate: true })}>
            Use as cover image
          </button>
        </p>
      )}
    </fieldset>
  );
}

export function ContentEditor({ defaults, kindFixed, slugIsPublic = false, submitLabel, onSubmit }: ContentEditorProps) {
  return (
    <Form<ContentValues>
      schema={newContentSchema}
      defaultValues={defaults}
      onSubmit={(values) => onSubmit(values)}
      className="content-editor"
      aria-label="Article"
    >
      {(form) => {
        const kind = form.watch('kind');
        const body = form.watch('body');
        return (
          <>
            <div className="content-editor__fields">
              <SelectField<ContentValues> name="kind" label="Kind" options={KIND_OPTIONS} readOnly={kindFixed} />
              <TextField<ContentValues> name="title" label="Title" maxLength={160} />
              <TextField<ContentValues>
                name="slug"
                label="Slug (the last part of the address)"
                maxLength={80}
                hint={slugIsPublic ? 'Changing it keeps the old address leading here.' : 'Lower-case words joined by hyphens.'}
              />
              <button
                type="button"
                className="button"
                onClick={() => form.setValue('slug', slugOf(form.getValues('title')), { shouldDirty: true, shouldValidate: true })}
              >
                Make the slug from the title
              </button>
              {kind === 'guide' && (
                <SelectField<ContentValues> name="product" label="Product (read-more page)" options={PRODUCT_OPTIONS} placeholder="Choose the product" />
              )}
              <TextAreaField<ContentValues> name="excerpt" label="Summary" rows={2} maxLength={300} />
              <TextField<ContentValues> name="author" label="Author" maxLength={80} />
              <TextField<ContentValues> name="category" label="Category" maxLength={60} />
              <TextField<ContentValues> name="coverImage" label="Cover image address (optional)" maxLength={300} />
              <ImageUpload form={form} />
            </div>
            <div className="content-editor__write">
              <TextAreaField<ContentValues> name="body" label="Text (Markdown)" rows={22} className="content-editor__body" />
              <section className="content-editor__preview" aria-labelledby="content-preview-heading">
                <h2 id="content-preview-heading">Preview</h2>
                {body.trim() ? <Markdown source={body} /> : <p>The preview appears here as you write.</p>}
              </section>
            </div>
            <SubmitButton>{submitLabel}</SubmitButton>
          </>
        );
      }}
    </Form>
  );
}
