CREATE TABLE "refund_request_proofs" (
	"refund_request_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" bytea NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refund_request_proofs_media_type" CHECK ("refund_request_proofs"."media_type" IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "refund_request_proofs_size" CHECK ("refund_request_proofs"."size_bytes" > 0 AND "refund_request_proofs"."size_bytes" = octet_length("refund_request_proofs"."content"))
);
--> statement-breakpoint
CREATE TABLE "admin_setup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refund_request_proofs" ADD CONSTRAINT "refund_request_proofs_refund_request_id_refund_requests_id_fk" FOREIGN KEY ("refund_request_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_setup_tokens_hash_key" ON "admin_setup_tokens" USING btree ("token_hash");