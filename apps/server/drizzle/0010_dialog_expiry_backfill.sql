-- Dialogs written before expiry existed get the period their last message would have started
-- (30 days, then 90 days to renew: limits.dialogDeactivateAfterDays and dialogReactivationDays).
UPDATE "dialogs"
SET "expires_at" = "last_message_at" + interval '30 days',
  "restorable_until" = "last_message_at" + interval '120 days'
WHERE "expires_at" IS NULL AND "last_message_at" IS NOT NULL;
