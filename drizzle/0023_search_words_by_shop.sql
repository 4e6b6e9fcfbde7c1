-- Not derivable from the schema: a product's search words each carry its shop ("12xmleko": the shop's id, an "x",
-- the word), so a prefix query of one shop reads only that shop's entries of the words index. Before, the index held
-- every shop's words under the same keys, and a search of "ml" read (and dropped) every other shop's "mleko".
CREATE FUNCTION "product_search_words"(integer, tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(coalesce(array_agg($1::text || 'x' || w."lexeme"), '{}'::text[])) FROM unnest($2) AS w
$$;
--> statement-breakpoint
ALTER TABLE "products" drop column "search_words";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (product_search_words(shop_id, to_tsvector('simple'::regconfig, translate(lower(name || ' ' || coalesce(ean, '') || ' ' || coalesce(supplier_product_id, '') || ' ' || coalesce(internal_product_id, '') || ' ' || coalesce(additional_internal_product_id, '') || ' ' || gtin_text), '-./_,;:()%+#*&', '              ')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");
