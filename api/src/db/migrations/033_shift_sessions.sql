-- A shop's shift (docs/decisions/043-a-shops-shift-refresh-sessions.md): a sign-in of a role that
-- works in shifts (shops, telecallers, bankers) starts a session that lasts a working day. Each
-- browser holds one refresh token of it in an httpOnly cookie; every refresh spends that token
-- and issues the next one of the same family. A spent token presented again means two holders of
-- one token, so the whole family ends.

CREATE TABLE sign_in_sessions (
  id             uuid PRIMARY KEY,
  user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role           text NOT NULL,
  -- The account's token_version at sign-in: a later logout everywhere, password change, reset,
  -- suspension or deactivation raises it, which ends this session too.
  token_version  integer NOT NULL,
  started_at     timestamptz NOT NULL,
  -- A working day from the sign-in, however often it is refreshed.
  expires_at     timestamptz NOT NULL CHECK (expires_at > started_at),
  ended_at       timestamptz,
  ended_reason   text CHECK (ended_reason IN ('logout', 'sign-out-everywhere', 'password-change', 'password-reset', 'reuse-detected')),
  CHECK ((ended_at IS NULL) = (ended_reason IS NULL))
);
CREATE INDEX sign_in_sessions_user_idx ON sign_in_sessions (user_id) WHERE ended_at IS NULL;

-- Only the id is stored: the cookie carries the id and its HMAC under the server's key, so a copy
-- of this table opens nothing.
CREATE TABLE refresh_tokens (
  id          uuid PRIMARY KEY,
  session_id  uuid NOT NULL REFERENCES sign_in_sessions (id) ON DELETE CASCADE,
  issued_at   timestamptz NOT NULL,
  -- Set once, when the token is exchanged for its successor; a second exchange is a reuse.
  spent_at    timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);
