-- Search (docs/decisions/008-search.md): the text functions behind the products'
-- generated search columns (next migration). Every function is IMMUTABLE, so
-- PostgreSQL lets a STORED GENERATED column use it, and written as one SQL
-- expression, so the planner inlines it.
--
-- One tokenisation on both sides: lower-case ASCII letters and digits, anything
-- else separates words ("HC-SR04" -> "hc sr04", "0.96 inch" -> "0 96 inch"). The API
-- splits a shopper's query the same way (apps/api/src/modules/search/query.ts), so a
-- query word and an indexed word always compare like with like. The 'simple' text
-- search configuration keeps those words as they are: part numbers and
-- Bangla-English shop words do not stem.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- COLLATE "C": lower() and the regex classes then work on bytes, several times
-- faster than under a UTF-8 locale; the result goes back to the default collation
-- so the function stays inlinable.
CREATE OR REPLACE FUNCTION search_norm(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(t COLLATE "C"), '[^a-z0-9]+', ' ', 'g') COLLATE "default" $$;
--> statement-breakpoint
-- The same words written together: "HC-SR04" -> "hcsr04", "RD-SEN-0001" -> "rdsen0001".
CREATE OR REPLACE FUNCTION search_compact(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(t COLLATE "C"), '[^a-z0-9]+', '', 'g') COLLATE "default" $$;
--> statement-breakpoint
-- Part-number words without their letter prefix, so a number finds the part it is
-- inside: "l7805cv" -> "7805cv" ("7805" finds the L7805CV), "inr18650" -> "18650".
-- Other words come back unchanged (a repeated word only adds a position).
CREATE OR REPLACE FUNCTION search_numbers(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(search_norm(t), '\m[a-z]+([0-9])', '\1', 'g') $$;
--> statement-breakpoint
-- Plural words also in the singular: category names are plurals ("Batteries",
-- "Sensors", "Switches") while shoppers type a singular ("18650 battery").
-- English only, roughly: -ies -> -y, -ches/-shes/-xes -> drop -es, other -s -> drop it.
CREATE OR REPLACE FUNCTION search_singulars(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(search_norm(t),
    '([a-z]{2,})ies\M', '\1y', 'g'), '([a-z]{2,}(ch|sh|x))es\M', '\1', 'g'), '([a-z]{2,}[^s0-9])s\M', '\1', 'g') $$;
--> statement-breakpoint
-- array_to_string is only STABLE in general (any element type); over text[] it is immutable.
CREATE OR REPLACE FUNCTION search_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;
--> statement-breakpoint
-- What suggestions match:
-- A = the product's own name and part number (as words, written together, and
--     without letter prefixes: "HC-SR04" gives "hc", "sr04", "hcsr04" and "04") and
--     its SKU written together;
-- B = brand and category names (products.search_text), also in the singular;
-- D = the SKU's words (so "RD-SEN-0001" typed with its hyphens matches) and tag
--     keys. SKU words are D, not A: "rd" or "gen" alone would otherwise be a name
--     match for every product.
CREATE OR REPLACE FUNCTION search_name_vector(name text, part_number text, sku text, search_text text, tags text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('simple', coalesce(search_norm(name), '') || ' ' || coalesce(search_norm(part_number), '')
      || ' ' || coalesce(search_compact(part_number), '') || ' ' || coalesce(search_compact(sku), '')
      || ' ' || coalesce(search_numbers(name || ' ' || coalesce(part_number, '')), '')), 'A')
    || setweight(to_tsvector('simple', coalesce(search_norm(search_text), '') || ' ' || coalesce(search_singulars(search_text), '')), 'B')
    || setweight(to_tsvector('simple', coalesce(search_norm(sku), '') || ' ' || coalesce(search_norm(search_tags_text(tags)), '')), 'D') $$;
--> statement-breakpoint
-- What the results page matches in addition (C): the short description and the
-- specification keys and values. Not the long description: most of it is text
-- shared by a whole department (how to wire a sensor to "an Arduino, ESP32 or
-- Raspberry Pi", delivery notes), which would make "esp32" match every sensor.
CREATE OR REPLACE FUNCTION search_detail_vector(short_description text, specs jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('simple', coalesce(search_norm(short_description), '') || ' '
    || coalesce(search_norm(jsonb_path_query_array(specs, '$[*].*')::text), '')), 'C') $$;
--> statement-breakpoint
-- The words a typo can be corrected to: name, part number and brand and category
-- names (not SKUs, tags or descriptions).
CREATE OR REPLACE FUNCTION search_vocabulary(name text, part_number text, search_text text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT tsvector_to_array(to_tsvector('simple', coalesce(search_norm(name), '') || ' ' || coalesce(search_norm(part_number), '')
    || ' ' || coalesce(search_compact(part_number), '') || ' ' || coalesce(search_numbers(name || ' ' || coalesce(part_number, '')), '')
    || ' ' || coalesce(search_norm(search_text), '') || ' ' || coalesce(search_singulars(search_text), ''))) $$;
