-- Content-Security-Policy violations the site's pages reported (docs/architecture.md, site server). One row per distinct
-- violation (page path, directive, what was blocked) with a count, so a noisy browser extension
-- costs one row, not millions. Paths and URLs are cut to their origin and path: no query strings,
-- no personal data.
CREATE TABLE csp_reports (
  id              bigserial PRIMARY KEY,
  document_path   text NOT NULL,
  directive       text NOT NULL,
  blocked         text NOT NULL,
  disposition     text NOT NULL CHECK (disposition IN ('enforce', 'report')),
  count           integer NOT NULL DEFAULT 1 CHECK (count > 0),
  first_seen      timestamptz NOT NULL,
  last_seen       timestamptz NOT NULL
);
CREATE UNIQUE INDEX csp_reports_violation_key ON csp_reports (document_path, directive, blocked, disposition);
