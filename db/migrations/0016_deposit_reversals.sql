DROP INDEX `deposit_events_once_idx`;--> statement-breakpoint
DROP INDEX `deposit_events_day_idx`;--> statement-breakpoint
ALTER TABLE `deposit_events` ADD `reversed_at` integer;--> statement-breakpoint
ALTER TABLE `deposit_events` ADD `reversed_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `deposit_events_sale_idx` ON `deposit_events` (`sale_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_events_once_idx` ON `deposit_events` (`deposit_id`,`kind`) WHERE reversed_at is null;--> statement-breakpoint
CREATE INDEX `deposit_events_day_idx` ON `deposit_events` (`day`,`kind`,`method`,`amount_kurus`,`reversed_at`);