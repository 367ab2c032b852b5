-- Only a change to what the processes remember moves the tenant's decision-inputs version
-- (migration 0016). Of an account they remember its number, owner, type, currency and status (and
-- its ledger account's freeze, which has its own trigger); of an identity, whether it is live and
-- its status. Renaming an account or editing an identity's profile, which integrators do while
-- money moves, no longer makes every payment in flight be decided again (decision 0019, "Names are
-- not decision inputs"). A column added to what accounts.service.ts or the rule sets remember must
-- be added here.
DROP TRIGGER "accounts_move_decision_inputs_version" ON "accounts";
--> statement-breakpoint
CREATE TRIGGER "accounts_move_decision_inputs_version"
AFTER UPDATE OF "account_number", "identity_id", "type", "currency", "status" ON "accounts"
FOR EACH ROW WHEN (
  (OLD."account_number", OLD."identity_id", OLD."type", OLD."currency", OLD."status")
  IS DISTINCT FROM (NEW."account_number", NEW."identity_id", NEW."type", NEW."currency", NEW."status")
)
EXECUTE FUNCTION "move_decision_inputs_version"();
--> statement-breakpoint
CREATE TRIGGER "accounts_deleted_move_decision_inputs_version"
AFTER DELETE ON "accounts"
FOR EACH ROW EXECUTE FUNCTION "move_decision_inputs_version"();
--> statement-breakpoint
DROP TRIGGER "identities_move_decision_inputs_version" ON "identities";
--> statement-breakpoint
CREATE TRIGGER "identities_move_decision_inputs_version"
AFTER UPDATE OF "status", "deleted_at" ON "identities"
FOR EACH ROW WHEN ((OLD."status", OLD."deleted_at") IS DISTINCT FROM (NEW."status", NEW."deleted_at"))
EXECUTE FUNCTION "move_decision_inputs_version"();
--> statement-breakpoint
CREATE TRIGGER "identities_deleted_move_decision_inputs_version"
AFTER DELETE ON "identities"
FOR EACH ROW EXECUTE FUNCTION "move_decision_inputs_version"();
