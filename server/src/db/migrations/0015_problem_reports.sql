CREATE TABLE "problem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer,
	"guide_id" integer,
	"kind" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"reply_email" text,
	"user_id" integer,
	"snapshot" jsonb NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_reports_one_target_check" CHECK (("problem_reports"."organization_id" is null) <> ("problem_reports"."guide_id" is null)),
	CONSTRAINT "problem_reports_kind_check" CHECK ("problem_reports"."kind" in ('wrong_phone', 'wrong_address', 'wrong_website', 'closed', 'not_accessible', 'other')),
	CONSTRAINT "problem_reports_state_check" CHECK ("problem_reports"."state" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "problem_reports_language_check" CHECK ("problem_reports"."language" in ('en', 'sp')),
	CONSTRAINT "problem_reports_details_length_check" CHECK (char_length("problem_reports"."details") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_guide_id_guide_contents_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guide_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_reports_state_created_idx" ON "problem_reports" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "problem_reports_user_created_idx" ON "problem_reports" USING btree ("user_id","created_at");