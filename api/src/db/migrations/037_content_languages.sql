-- Articles in Hindi and Marathi (issue 33; docs/decisions/052-articles-in-three-languages.md). An
-- article (one slug, one row of blog_posts) is written in English first; a Hindi or Marathi version
-- of it is a row here with its own title, summary and body, its own state (draft, published,
-- unpublished; scheduled is worked out from published_at as for the English, decision 039) and its
-- own version count. The slug, author, category, product and cover stay the article's: one address,
-- one article, three languages.
CREATE TABLE content_translations (
  item_id          uuid NOT NULL REFERENCES blog_posts (id),
  language         text NOT NULL CHECK (language IN ('hi', 'mr')),
  title            text NOT NULL,
  excerpt          text NOT NULL,
  body             text NOT NULL,
  reading_minutes  integer NOT NULL DEFAULT 1,
  state            text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published', 'unpublished')),
  published_at     timestamptz,
  version          integer NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (item_id, language),
  CONSTRAINT content_translations_published_has_time CHECK (state = 'draft' OR published_at IS NOT NULL)
);
CREATE INDEX content_translations_live ON content_translations (language, state, published_at);

-- Every save of a language version is a version too, numbered per language: the English original
-- keeps its numbers (every row stored so far is English), a Hindi version counts from 1 on its own.
ALTER TABLE content_versions ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi', 'mr'));
ALTER TABLE content_versions DROP CONSTRAINT content_versions_pkey;
ALTER TABLE content_versions ADD PRIMARY KEY (item_id, language, number);
