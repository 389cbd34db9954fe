CREATE TABLE `day_closes` (
	`date` text PRIMARY KEY NOT NULL,
	`float_kurus` integer DEFAULT 0 NOT NULL,
	`expected_cash_kurus` integer NOT NULL,
	`counted_cash_kurus` integer NOT NULL,
	`difference_kurus` integer NOT NULL,
	`note` text,
	`closed_by` integer,
	`closed_at` integer NOT NULL,
	FOREIGN KEY (`closed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `sale_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sale_id` integer NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer,
	`name` text NOT NULL,
	`list_price_kurus` integer NOT NULL,
	`price_kurus` integer NOT NULL,
	`discount_kurus` integer DEFAULT 0 NOT NULL,
	`net_kurus` integer NOT NULL,
	`team_member_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `sale_lines_sale_idx` ON `sale_lines` (`sale_id`,`team_member_id`,`net_kurus`);--> statement-breakpoint
CREATE TABLE `sale_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sale_id` integer NOT NULL,
	`method` text NOT NULL,
	`amount_kurus` integer NOT NULL,
	`day` text NOT NULL,
	`taken_at` integer NOT NULL,
	`created_by` integer,
	`idempotency_key` text,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sale_payments_idempotency_key_unique` ON `sale_payments` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `sale_payments_sale_idx` ON `sale_payments` (`sale_id`);--> statement-breakpoint
CREATE INDEX `sale_payments_day_idx` ON `sale_payments` (`day`,`sale_id`,`method`,`amount_kurus`);--> statement-breakpoint
CREATE TABLE `sale_tips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sale_id` integer NOT NULL,
	`team_member_id` integer,
	`member_name` text NOT NULL,
	`amount_kurus` integer NOT NULL,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `sale_tips_sale_idx` ON `sale_tips` (`sale_id`,`team_member_id`,`amount_kurus`);--> statement-breakpoint
CREATE TABLE `sales` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer,
	`customer_id` integer,
	`customer_name` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`day` text NOT NULL,
	`subtotal_kurus` integer DEFAULT 0 NOT NULL,
	`discount_kind` text,
	`discount_basis_points` integer,
	`discount_kurus` integer DEFAULT 0 NOT NULL,
	`discount_reason` text,
	`net_kurus` integer DEFAULT 0 NOT NULL,
	`tips_kurus` integer DEFAULT 0 NOT NULL,
	`total_kurus` integer DEFAULT 0 NOT NULL,
	`paid_kurus` integer DEFAULT 0 NOT NULL,
	`owed_kurus` integer DEFAULT 0 NOT NULL,
	`note` text,
	`void_reason` text,
	`voided_at` integer,
	`voided_by` integer,
	`created_by` integer,
	`idempotency_key` text,
	`created_at` integer NOT NULL,
	`completed_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`voided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_idempotency_key_unique` ON `sales` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `sales_appointment_live_idx` ON `sales` (`appointment_id`) WHERE status <> 'voided';--> statement-breakpoint
CREATE INDEX `sales_appointment_idx` ON `sales` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `sales_day_idx` ON `sales` (`day`,`status`,`net_kurus`,`tips_kurus`,`discount_kurus`,`total_kurus`,`owed_kurus`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `arrived_at` integer;--> statement-breakpoint
ALTER TABLE `categories` ADD `color` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `search_text` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `search_phone` text;--> statement-breakpoint
CREATE INDEX `customers_search_idx` ON `customers` (`search_text`,`search_phone`,`is_active`,`id`);