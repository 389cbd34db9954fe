CREATE TABLE `member_hours` (
	`team_member_id` integer PRIMARY KEY NOT NULL,
	`weekly` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `message_opt_outs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`channel` text NOT NULL,
	`appointment_id` integer,
	`ip` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `message_opt_outs_phone_idx` ON `message_opt_outs` (`phone`,`channel`);--> statement-breakpoint
CREATE TABLE `sms_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`base_url` text DEFAULT 'https://api.netgsm.com.tr' NOT NULL,
	`username` text NOT NULL,
	`password_encrypted` text,
	`sender` text NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`kinds` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`service_ids` text DEFAULT '[]' NOT NULL,
	`package_ids` text DEFAULT '[]' NOT NULL,
	`team_member_id` integer,
	`customer_name` text NOT NULL,
	`customer_email` text,
	`customer_phone` text,
	`consent_at` integer NOT NULL,
	`consent_ip` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `waitlist_entries_date_idx` ON `waitlist_entries` (`date`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `whatsapp_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`base_url` text DEFAULT 'https://graph.facebook.com/v21.0' NOT NULL,
	`phone_number_id` text NOT NULL,
	`access_token_encrypted` text,
	`language_code` text DEFAULT 'tr' NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`templates` text DEFAULT '{}' NOT NULL,
	`kinds` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `appointments` ADD `no_show` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `appointments` ADD `sms_consent_at` integer;--> statement-breakpoint
ALTER TABLE `appointments` ADD `whatsapp_consent_at` integer;--> statement-breakpoint
ALTER TABLE `appointments` ADD `message_consent_ip` text;--> statement-breakpoint
ALTER TABLE `services` ADD `rebook_after_days` integer;