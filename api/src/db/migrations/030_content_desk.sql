-- The content desk (issue 32; docs/decisions/039-content-in-the-database.md): blog posts, news and
-- product guides are written in the operations console instead of in files. blog_posts stays the
-- one table the public pages read (a row is a content item); the Markdown files in
-- api/src/seed/content only seed rows that are not there yet.
--
-- A row's state is draft, published or unpublished. "Scheduled" is not stored: it is a published
-- row whose published_at is still in the future, so it goes live when the time passes with no
-- timer to run, and every reader (the public pages, the console) works it out the same way.
ALTER TABLE blog_posts ADD COLUMN state text NOT NULL DEFAULT 'published' CHECK (state IN ('draft', 'published', 'unpublished'));
-- A draft has no publication time yet; an unpublished row keeps the one it had.
ALTER TABLE blog_posts ALTER COLUMN published_at DROP NOT NULL;
ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_published_has_time CHECK (state = 'draft' OR published_at IS NOT NULL);
-- The number of the version the row holds now (content_versions), and when it last changed: the
-- public content's version (GET /api/content/version) is worked out from these.
ALTER TABLE blog_posts ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE blog_posts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX blog_posts_state_kind ON blog_posts (state, kind, updated_at DESC);

-- Every save is a version, never changed afterwards; restoring one saves a new version with its text.
CREATE TABLE content_versions (
  item_id        uuid NOT NULL REFERENCES blog_posts (id),
  number         integer NOT NULL,
  slug           text NOT NULL,
  title          text NOT NULL,
  excerpt        text NOT NULL,
  body           text NOT NULL,
  author         text NOT NULL,
  category       text NOT NULL,
  product        text,
  cover_image    text,
  -- The version this one restored, if it was a restore.
  restored_from  integer,
  -- Null for the seed's first version.
  saved_by       uuid REFERENCES users (id),
  saved_at       timestamptz NOT NULL,
  PRIMARY KEY (item_id, number)
);
INSERT INTO content_versions (item_id, number, slug, title, excerpt, body, author, category, product, cover_image, saved_at)
  SELECT id, 1, slug, title, excerpt, body, author, category, product, cover_image, coalesce(published_at, now()) FROM blog_posts;

-- A slug an item had before: its old address answers 301 to the item's current one.
CREATE TABLE content_slug_redirects (
  old_slug    text PRIMARY KEY,
  item_id     uuid NOT NULL REFERENCES blog_posts (id),
  created_at  timestamptz NOT NULL
);
CREATE INDEX content_slug_redirects_item ON content_slug_redirects (item_id);

-- Images uploaded for articles, by content type; the bytes are in the file store and served to anyone.
CREATE TABLE content_images (
  id           uuid PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('blog', 'news', 'guide')),
  storage_key  text NOT NULL UNIQUE,
  mime         text NOT NULL,
  bytes        integer NOT NULL,
  name         text NOT NULL,
  uploaded_by  uuid NOT NULL REFERENCES users (id),
  uploaded_at  timestamptz NOT NULL
);
CREATE INDEX content_images_kind ON content_images (kind, uploaded_at DESC);
