-- What a payment is decided on besides its own row and the balances — the rules in force, the
-- identities' lineage and liveness, the accounts' status and freezes — changes rarely, so each
-- process remembers it per tenant with the tenant's version from this table, and the statement
-- that commits a decision made on it checks that the version has not moved (src/db/
-- decision-inputs.ts). Every change to those rows moves it. The numbers come from a sequence, so
-- a change that rolled back leaves a number that is never seen again.
CREATE SEQUENCE "decision_inputs_version";
--> statement-breakpoint
CREATE TABLE "decision_inputs_versions" (
  "client_id" text NOT NULL,
  "environment" text NOT NULL,
  "version" bigint NOT NULL,
  PRIMARY KEY ("client_id", "environment")
);
--> statement-breakpoint
CREATE FUNCTION "move_decision_inputs_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "decision_inputs_versions" ("client_id", "environment", "version")
  SELECT changed.client_id, changed.environment, nextval('decision_inputs_version')
  FROM (
    SELECT NEW.client_id, NEW.environment WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT OLD.client_id, OLD.environment WHERE TG_OP = 'DELETE'
  ) AS changed (client_id, environment)
  ON CONFLICT ("client_id", "environment") DO UPDATE SET "version" = EXCLUDED."version";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rules_move_decision_inputs_version"
AFTER INSERT OR UPDATE OR DELETE ON "rules"
FOR EACH ROW EXECUTE FUNCTION "move_decision_inputs_version"();
--> statement-breakpoint
CREATE TRIGGER "identity_children_move_decision_inputs_version"
AFTER INSERT OR UPDATE OR DELETE ON "identity_children"
FOR EACH ROW EXECUTE FUNCTION "move_decision_inputs_version"();
--> statement-breakpoint
-- A new identity or account changes nothing remembered: only what was found is remembered.
CREATE TRIGGER "identities_move_decision_inputs_version"
AFTER UPDATE OR DELETE ON "identities"
FOR EACH ROW EXECUTE FUNCTION "move_decision_inputs_version"();
--> statement-breakpoint
CREATE TRIGGER "accounts_move_decision_inputs_version"
AFTER UPDATE OR DELETE ON "accounts"
FOR EACH ROW EXECUTE FUNCTION "move_decision_inputs_version"();
--> statement-breakpoint
-- Balances change with every payment and are checked under lock instead; only a freeze counts.
CREATE TRIGGER "ledger_accounts_move_decision_inputs_version"
AFTER UPDATE OF "is_frozen" ON "ledger_accounts"
FOR EACH ROW WHEN (OLD."is_frozen" IS DISTINCT FROM NEW."is_frozen")
EXECUTE FUNCTION "move_decision_inputs_version"();
