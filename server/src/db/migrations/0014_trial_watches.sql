CREATE TABLE "trial_watch_sent" (
	"watch_id" integer NOT NULL,
	"nct_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_watch_sent_watch_id_nct_id_pk" PRIMARY KEY("watch_id","nct_id")
);
--> statement-breakpoint
CREATE TABLE "trial_watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"zipcode" char(5) NOT NULL,
	"miles" integer NOT NULL,
	"frequency" text NOT NULL,
	"language" text NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_watches_miles_check" CHECK ("trial_watches"."miles" in (50, 100, 200)),
	CONSTRAINT "trial_watches_frequency_check" CHECK ("trial_watches"."frequency" in ('daily', 'weekly')),
	CONSTRAINT "trial_watches_language_check" CHECK ("trial_watches"."language" in ('en', 'sp'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "trial_watch_sent" ADD CONSTRAINT "trial_watch_sent_watch_id_trial_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."trial_watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_watches" ADD CONSTRAINT "trial_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trial_watches_user_idx" ON "trial_watches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trial_watches_due_idx" ON "trial_watches" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_watches_unsubscribe_token_key" ON "trial_watches" USING btree ("unsubscribe_token");