ALTER TABLE "password_reset_tokens" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "password_reset_tokens" SET "email" = "users"."email" FROM "users" WHERE "users"."id" = "password_reset_tokens"."user_id";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "email" SET NOT NULL;
