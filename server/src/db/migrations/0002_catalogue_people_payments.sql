-- Extensions: only these three (cube/earthdistance broke pg_trgm on PGlite, see ADR).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- Guide search: accent-insensitive ("clinica" finds "Clínica"), no stemming, so English
-- and Spanish words are both matched as written (prefix queries cover plurals).
CREATE TEXT SEARCH CONFIGURATION vh_search (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vh_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_sp" text NOT NULL,
	"description" text NOT NULL,
	"description_sp" text NOT NULL,
	"image_url" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"template" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "guide_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_category_id" integer NOT NULL,
	"pdf_en" text NOT NULL,
	"pdf_sp" text NOT NULL,
	"content_en" jsonb NOT NULL,
	"content_sp" jsonb NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"reviewed_at" date
);
--> statement-breakpoint
CREATE TABLE "guide_intros" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"intro_content_en" text NOT NULL,
	"intro_content_sp" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_sub_categories" (
	"organization_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	CONSTRAINT "organization_sub_categories_organization_id_sub_category_id_pk" PRIMARY KEY("organization_id","sub_category_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY NOT NULL,
	"organization" text NOT NULL,
	"address_1" text,
	"address_2" text,
	"city" text,
	"state" text,
	"zip_code" char(5),
	"phone" text,
	"tollfree" text,
	"tty" text,
	"website" text,
	"latitude" double precision,
	"longitude" double precision,
	"profit_organization_type" text,
	"service_area" text NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"veterans_only" boolean DEFAULT false NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"description_sp" text,
	"source" text NOT NULL,
	"source_url" text,
	"verified_at" date,
	"name_search" text NOT NULL,
	CONSTRAINT "organizations_service_area_check" CHECK ("organizations"."service_area" in ('national', 'state', 'local')),
	CONSTRAINT "organizations_zip_code_check" CHECK ("organizations"."zip_code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"plan_type" text NOT NULL,
	"display_text" text NOT NULL,
	"display_text_sp" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"stripe_price_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_webhook_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret_hash" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"card_last4" char(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_sp" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "sub_categories_kind_check" CHECK ("sub_categories"."kind" in ('guide', 'organization'))
);
--> statement-breakpoint
CREATE TABLE "subscription_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_payment_id" integer NOT NULL,
	"payment_plan_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_subscription_id" text NOT NULL,
	"gateway_customer_id" text,
	"status" text NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'trial_active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired'))
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_choices" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"text" text NOT NULL,
	"text_sp" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_sp" text NOT NULL,
	CONSTRAINT "survey_questions_type_check" CHECK ("survey_questions"."type" in ('checkbox', 'radiogroup'))
);
--> statement-breakpoint
CREATE TABLE "survey_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"provider_id" integer DEFAULT 1 NOT NULL,
	"client_id" integer,
	"submitted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_sp" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_search_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"payment_plan_id" integer NOT NULL,
	"provider_id" integer DEFAULT 1 NOT NULL,
	"plan_amount_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"coupon" text,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"plan_status" text DEFAULT 'pending' NOT NULL,
	"gateway" text,
	"gateway_intent_id" text,
	"plan_start_date" timestamp with time zone,
	"plan_expiry_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_payments_plan_status_check" CHECK ("user_payments"."plan_status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"auth_subject" text,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"dob" date,
	"contact_number" text,
	"zipcode" char(5),
	"state_id" integer,
	"state_code" text,
	"city_id" integer,
	"address1" text,
	"address2" text,
	"country_id" integer DEFAULT 233 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"role_id" integer DEFAULT 3 NOT NULL,
	"provider_id" integer DEFAULT 1 NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_trial_account" boolean DEFAULT false NOT NULL,
	"is_ausa_member" boolean DEFAULT false NOT NULL,
	"is_veteran" boolean DEFAULT false NOT NULL,
	"profile_incomplete" boolean DEFAULT true NOT NULL,
	"blv_survey_completed" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_id_check" CHECK ("users"."role_id" = 3),
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'sp'))
);
--> statement-breakpoint
ALTER TABLE "guide_contents" ADD CONSTRAINT "guide_contents_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_intros" ADD CONSTRAINT "guide_intros_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD CONSTRAINT "organization_sub_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD CONSTRAINT "organization_sub_categories_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_status_history" ADD CONSTRAINT "subscription_status_history_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_payment_id_user_payments_id_fk" FOREIGN KEY ("user_payment_id") REFERENCES "public"."user_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_submission_id_survey_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."survey_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_choices" ADD CONSTRAINT "survey_choices_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_submissions" ADD CONSTRAINT "survey_submissions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_payments" ADD CONSTRAINT "user_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_payments" ADD CONSTRAINT "user_payments_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_key_key" ON "email_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_contents_sub_category_id_key" ON "guide_contents" USING btree ("sub_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_contents_pdf_en_key" ON "guide_contents" USING btree ("pdf_en");--> statement-breakpoint
CREATE UNIQUE INDEX "guide_contents_pdf_sp_key" ON "guide_contents" USING btree ("pdf_sp");--> statement-breakpoint
CREATE INDEX "guide_contents_search_vector_idx" ON "guide_contents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "organization_sub_categories_sub_category_id_idx" ON "organization_sub_categories" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "organizations_latitude_longitude_idx" ON "organizations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "organizations_name_search_trgm_idx" ON "organizations" USING gin ("name_search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_intents_client_secret_hash_key" ON "sandbox_intents" USING btree ("client_secret_hash");--> statement-breakpoint
CREATE INDEX "sandbox_intents_order_id_idx" ON "sandbox_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sub_categories_category_id_idx" ON "sub_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "subscription_status_history_subscription_id_idx" ON "subscription_status_history" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_gateway_subscription_id_key" ON "subscriptions" USING btree ("gateway","gateway_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_payment_id_key" ON "subscriptions" USING btree ("user_payment_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "survey_answers_submission_id_idx" ON "survey_answers" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_choices_question_id_value_key" ON "survey_choices" USING btree ("question_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_survey_id_name_key" ON "survey_questions" USING btree ("survey_id","name");--> statement-breakpoint
CREATE INDEX "survey_submissions_user_id_survey_id_idx" ON "survey_submissions" USING btree ("user_id","survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_payments_order_id_key" ON "user_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "user_payments_user_id_idx" ON "user_payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_auth_subject_key" ON "users" USING btree ("auth_subject");