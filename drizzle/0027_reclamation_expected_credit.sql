ALTER TABLE "reclamations" ADD COLUMN "expected_credit" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- What a reclamation's lines are expected to credit, kept beside it (decision 037) by triggers, so every write path of
-- reclamation_lines keeps it, raw writes included: one set-based update per statement of the reclamations it
-- touched. A line's credit is nothing when the supplier rejected it, its promised credit when answered (else its
-- amount), its amount while unanswered (reclamation_credit_of, also the backfill's). Lines never move between
-- reclamations, so an update's new rows name every reclamation it changed.
CREATE FUNCTION "reclamation_credit_of"("company" integer, "reclamation" integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(CASE WHEN l."supplier_answer" = 'rejected' THEN 0 ELSE coalesce(l."promised_credit", l."amount", 0) END), 0)
  FROM "reclamation_lines" l WHERE l."company_id" = "company" AND l."reclamation_id" = "reclamation"
$$;
--> statement-breakpoint
CREATE FUNCTION "reclamation_expected_credit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reclamations" r SET "expected_credit" = "reclamation_credit_of"(r."company_id", r."id")
  WHERE r."id" IN (SELECT DISTINCT c."reclamation_id" FROM "changed_rows" c);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reclamation_lines_credit_insert" AFTER INSERT ON "reclamation_lines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reclamation_expected_credit"();
--> statement-breakpoint
CREATE TRIGGER "reclamation_lines_credit_update" AFTER UPDATE ON "reclamation_lines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reclamation_expected_credit"();
--> statement-breakpoint
CREATE TRIGGER "reclamation_lines_credit_delete" AFTER DELETE ON "reclamation_lines" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "reclamation_expected_credit"();
--> statement-breakpoint
UPDATE "reclamations" r SET "expected_credit" = "reclamation_credit_of"(r."company_id", r."id");
