CREATE TABLE `phone_verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`phone_hash` text NOT NULL,
	`ip_hash` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`verified_at` integer,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `phone_verifications_phone_idx` ON `phone_verifications` (`phone_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `phone_verifications_ip_idx` ON `phone_verifications` (`ip_hash`,`created_at`);--> statement-breakpoint
DROP INDEX `message_opt_outs_phone_idx`;--> statement-breakpoint
ALTER TABLE `message_opt_outs` ADD `phone_hash` text;--> statement-breakpoint
CREATE INDEX `message_opt_outs_phone_hash_idx` ON `message_opt_outs` (`phone_hash`,`channel`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `idempotency_hash` text;--> statement-breakpoint
ALTER TABLE `appointments` ADD `fair_use_override_reason` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `recipient_hash` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `refusal_reason` text;--> statement-breakpoint
CREATE INDEX `outbox_recipient_idx` ON `outbox` (`recipient_hash`,`created_at`);--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `confirmed_at` integer;