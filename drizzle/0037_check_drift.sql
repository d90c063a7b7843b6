ALTER TABLE "instagram_posts" ADD COLUMN "publicado_por" uuid;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ADD COLUMN "publicado_por" uuid;--> statement-breakpoint
ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_publicado_por_profiles_id_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linkedin_posts" ADD CONSTRAINT "linkedin_posts_publicado_por_profiles_id_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;