CREATE TABLE `replication_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`alerted_at` integer,
	`heartbeat_at` integer,
	`updated_at` integer NOT NULL
);
