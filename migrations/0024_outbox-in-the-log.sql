-- Each transaction event was written twice: as a `transaction_events` row and as its
-- `webhook_deliveries` row, which holds every column of it (the event's id as `event_id`, its
-- snapshot in `payload`) and is what the delivery worker, the log, replays and the stream read.
-- Nothing read `transaction_events`; its rows and their three index entries were a fifth of the
-- WAL of each status change (decision 0019, "One row per event"). The log row is the outbox now.
DROP TABLE "transaction_events";
