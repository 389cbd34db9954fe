ALTER TABLE `services` ADD `image_url` text;--> statement-breakpoint
ALTER TABLE `surveys` ADD `review_consent_at` integer;--> statement-breakpoint
ALTER TABLE `surveys` ADD `review_notice_version` integer REFERENCES kvkk_notices(version);--> statement-breakpoint
ALTER TABLE `surveys` ADD `review_consent_ip` text;--> statement-breakpoint
ALTER TABLE `surveys` ADD `review_status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `surveys` ADD `review_decided_at` integer;--> statement-breakpoint
CREATE INDEX `surveys_review_idx` ON `surveys` (`review_status`,`completed_at`);