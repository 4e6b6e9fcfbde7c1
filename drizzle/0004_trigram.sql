-- Substring search of products (name, codes) uses trigram GIN indexes; PGlite loads the extension at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
