CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"airline_code" text NOT NULL,
	"api_endpoint" text,
	"website" text,
	"headquarters" text,
	"logo_url" text,
	"description" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"submitted_by" uuid,
	"price_per_ticket_paise" integer NOT NULL,
	"flight_number" text NOT NULL,
	"departure_time" timestamp with time zone,
	"arrival_time" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"submitted_by" uuid,
	"price_per_ticket_paise" integer NOT NULL,
	"flight_number" text NOT NULL,
	"departure_time" timestamp with time zone,
	"arrival_time" timestamp with time zone,
	"quoted_at" timestamp with time zone NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	CONSTRAINT "quotes_price_positive" CHECK ("quotes"."price_per_ticket_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_number" text NOT NULL,
	"community_id" uuid NOT NULL,
	"passenger_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quote_id" uuid,
	"company_id" uuid,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"passenger_name" text NOT NULL,
	"airline_name" text,
	"airline_code" text,
	"flight_number" text,
	"departure_time" timestamp with time zone,
	"arrival_time" timestamp with time zone,
	"fare_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"price_paid_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "tickets_price_adds_up" CHECK ("tickets"."price_paid_paise" = "tickets"."fare_paise" + "tickets"."fee_paise" + "tickets"."gst_paise")
);
--> statement-breakpoint
ALTER TABLE "quote_history" ADD CONSTRAINT "quote_history_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_history" ADD CONSTRAINT "quote_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_history" ADD CONSTRAINT "quote_history_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_passenger_id_passengers_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."passengers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_airline_code_key" ON "companies" USING btree ("airline_code");--> statement-breakpoint
CREATE INDEX "quote_history_community_company_idx" ON "quote_history" USING btree ("community_id","company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_per_company_key" ON "quotes" USING btree ("community_id","company_id");--> statement-breakpoint
CREATE INDEX "quotes_lowest_idx" ON "quotes" USING btree ("community_id","price_per_ticket_paise","quoted_at");--> statement-breakpoint
CREATE INDEX "quotes_company_idx" ON "quotes" USING btree ("company_id","quoted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_ticket_number_key" ON "tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_passenger_key" ON "tickets" USING btree ("passenger_id");--> statement-breakpoint
CREATE INDEX "tickets_user_idx" ON "tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_community_idx" ON "tickets" USING btree ("community_id");--> statement-breakpoint
-- Added by hand: users.company_id points at companies (the schema files cannot import each other both ways).
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
