-- The public site's content (docs/decisions/014-public-content-store-and-page-meta.md). Articles, news and product guides share one table: they
-- are all Markdown with a title and a date, listed and searched the same way. The Markdown files
-- live in api/src/seed/content and are loaded by the seed on every start (edits reach the site).
ALTER TABLE blog_posts ADD COLUMN kind text NOT NULL DEFAULT 'blog' CHECK (kind IN ('blog', 'news', 'guide'));
-- Guides belong to a product's read-more pages (`pl`, `cc`, `PLBT`, `hl` …); null for blog and news.
ALTER TABLE blog_posts ADD COLUMN product text;
ALTER TABLE blog_posts ADD COLUMN reading_minutes integer NOT NULL DEFAULT 1;
CREATE INDEX blog_posts_kind_published ON blog_posts (kind, published_at DESC);

-- Open roles on /career.
CREATE TABLE jobs (
  id          text PRIMARY KEY,
  title       text NOT NULL,
  city        text NOT NULL,
  job_type    text NOT NULL CHECK (job_type IN ('Full time', 'Part time', 'Work from home', 'Internship')),
  department  text NOT NULL,
  summary     text NOT NULL,
  body        text NOT NULL,
  posted_at   timestamptz NOT NULL,
  open        boolean NOT NULL DEFAULT true
);

-- A confirmed mobile number backs exactly one application.
ALTER TABLE career_verifications ADD COLUMN used_at timestamptz;

-- Job applications and work-from-home registrations; the résumé is in the file store.
CREATE TABLE job_applications (
  id                uuid PRIMARY KEY,
  programme         text NOT NULL CHECK (programme IN ('job', 'work-from-home')),
  job_id            text REFERENCES jobs (id),
  verification_id   uuid NOT NULL UNIQUE REFERENCES career_verifications (id),
  name              text NOT NULL,
  email             text NOT NULL,
  mobile            text NOT NULL,
  city              text NOT NULL,
  experience_years  integer NOT NULL,
  resume_key        text,
  resume_bytes      integer,
  created_at        timestamptz NOT NULL,
  CHECK ((programme = 'job') = (job_id IS NOT NULL))
);

-- Enquiries from the partner programme pages (/franchise, /distributor, /become-partner).
CREATE TABLE partner_leads (
  id          uuid PRIMARY KEY,
  programme   text NOT NULL CHECK (programme IN ('franchise', 'distributor', 'become-partner')),
  name        text NOT NULL,
  mobile      text NOT NULL,
  email       text NOT NULL,
  city        text NOT NULL,
  pin_code    text NOT NULL,
  business    text NOT NULL,
  message     text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL
);
CREATE INDEX partner_leads_created ON partner_leads (created_at DESC);
