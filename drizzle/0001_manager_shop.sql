ALTER TABLE "users" DROP CONSTRAINT "users_scope_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_shop_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_shop_id_shops_id_fk" FOREIGN KEY ("active_shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_scope_check" CHECK (("users"."role" = 1 and "users"."company_id" is null and "users"."shop_id" is null)
        or ("users"."role" = 2 and "users"."company_id" is not null)
        or ("users"."role" in (3, 4) and "users"."company_id" is not null and "users"."shop_id" is not null));