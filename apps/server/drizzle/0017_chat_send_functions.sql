-- A chat send in one round trip (issue 18): the ledger's spend and the common send as server-side functions. Each statement in a function reads what was committed when it began, as the statements of a transaction do.
-- The ledger's spend (economy/ledger.ts): one unit of the free counter when above 0, otherwise the amount from free_coins first and coins for the rest; the row locked so parallel spends queue; the entry appended. by_counter null: the balance did not cover it and nothing changed; no row: no such member.
CREATE OR REPLACE FUNCTION "ledger_spend"(
  "p_user_id" uuid, "p_amount" integer, "p_counter" text, "p_reason" text, "p_reference" text,
  "p_now" timestamptz
) RETURNS TABLE ("old_coins" integer, "old_free_coins" integer, "by_counter" boolean, "coins" integer, "free_coins" integer)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  "v_coins" integer;
  "v_free_coins" integer;
  "v_counter" integer;
  "v_by_counter" boolean;
  "v_taken_free_coins" integer;
BEGIN
  SELECT u."coins", u."free_coins", CASE
      WHEN "p_counter" IS NULL THEN 0
      WHEN "p_counter" = 'freeSwipesCount' THEN u."free_swipes_count"
      WHEN "p_counter" = 'freeSwipesUndoCount' THEN u."free_swipes_undo_count"
      WHEN "p_counter" = 'freeMessagesCount' THEN u."free_messages_count"
      WHEN "p_counter" = 'freeIceBreakersCount' THEN u."free_ice_breakers_count"
      WHEN "p_counter" = 'freeWinkCount' THEN u."free_wink_count"
      WHEN "p_counter" = 'freeGiftCount' THEN u."free_gift_count"
      WHEN "p_counter" = 'freeTurboRocketsCount' THEN u."free_turbo_rockets_count"
      WHEN "p_counter" = 'freeLocationChangesCount' THEN u."free_location_changes_count"
      WHEN "p_counter" = 'freeVisitUnlocksCount' THEN u."free_visit_unlocks_count"
      WHEN "p_counter" = 'freeLikesUnlocksCount' THEN u."free_likes_unlocks_count"
    END
    INTO "v_coins", "v_free_coins", "v_counter"
    FROM "users" u
    WHERE u."id" = "p_user_id" AND u."deleted_at" IS NULL
    FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  -- A counter this function does not know would otherwise be charged in coins without a word.
  IF "v_counter" IS NULL THEN RAISE EXCEPTION 'ledger_spend: unknown free counter %', "p_counter"; END IF;
  "v_by_counter" := "v_counter" > 0;
  IF NOT "v_by_counter" AND "v_free_coins" + "v_coins" < "p_amount" THEN
    RETURN QUERY SELECT "v_coins", "v_free_coins", NULL::boolean, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  "v_taken_free_coins" := CASE WHEN "v_by_counter" THEN 0 ELSE least("v_free_coins", "p_amount") END;
  UPDATE "users" u SET
    "free_swipes_count" = u."free_swipes_count" - ("v_by_counter" AND "p_counter" = 'freeSwipesCount')::integer,
    "free_swipes_undo_count" = u."free_swipes_undo_count" - ("v_by_counter" AND "p_counter" = 'freeSwipesUndoCount')::integer,
    "free_messages_count" = u."free_messages_count" - ("v_by_counter" AND "p_counter" = 'freeMessagesCount')::integer,
    "free_ice_breakers_count" = u."free_ice_breakers_count" - ("v_by_counter" AND "p_counter" = 'freeIceBreakersCount')::integer,
    "free_wink_count" = u."free_wink_count" - ("v_by_counter" AND "p_counter" = 'freeWinkCount')::integer,
    "free_gift_count" = u."free_gift_count" - ("v_by_counter" AND "p_counter" = 'freeGiftCount')::integer,
    "free_turbo_rockets_count" = u."free_turbo_rockets_count" - ("v_by_counter" AND "p_counter" = 'freeTurboRocketsCount')::integer,
    "free_location_changes_count" = u."free_location_changes_count" - ("v_by_counter" AND "p_counter" = 'freeLocationChangesCount')::integer,
    "free_visit_unlocks_count" = u."free_visit_unlocks_count" - ("v_by_counter" AND "p_counter" = 'freeVisitUnlocksCount')::integer,
    "free_likes_unlocks_count" = u."free_likes_unlocks_count" - ("v_by_counter" AND "p_counter" = 'freeLikesUnlocksCount')::integer,
    "free_coins" = "v_free_coins" - "v_taken_free_coins",
    "coins" = "v_coins" - CASE WHEN "v_by_counter" THEN 0 ELSE "p_amount" - "v_taken_free_coins" END,
    "updated_at" = "p_now"
  WHERE u."id" = "p_user_id";
  INSERT INTO "ledger_entries" ("user_id", "coins_delta", "free_coins_delta", "counter", "counter_delta", "reason", "reference")
  VALUES ("p_user_id",
    -CASE WHEN "v_by_counter" THEN 0 ELSE "p_amount" - "v_taken_free_coins" END,
    -"v_taken_free_coins",
    CASE WHEN "v_by_counter" THEN "p_counter" END,
    CASE WHEN "v_by_counter" THEN -1 ELSE 0 END,
    "p_reason", "p_reference");
  RETURN QUERY SELECT "v_coins", "v_free_coins", "v_by_counter",
    "v_coins" - CASE WHEN "v_by_counter" THEN 0 ELSE "p_amount" - "v_taken_free_coins" END,
    "v_free_coins" - "v_taken_free_coins";
END
$$;
--> statement-breakpoint
-- The common send (chat/send.ts): a message in a dialog the pair has, which the sender wrote in before, paid through the ledger's spend. Under the pair's lock it answers a message stored before under the client id ('repeat'), or stores and charges ('sent'); whatever else (a refusal, a new dialog, a first message, a balance too low) answers no row and writes nothing, and the transaction in send.ts decides it.
CREATE OR REPLACE FUNCTION "chat_send_message"(
  "p_sender_id" uuid, "p_recipient_id" uuid, "p_dialog_id" uuid, "p_pair_key" text,
  "p_user_a_id" uuid, "p_user_b_id" uuid, "p_message_id" uuid, "p_client_id" text,
  "p_type" text, "p_comment_type" text, "p_text" text, "p_image_id" uuid, "p_file_key" text,
  "p_present_id" text, "p_is_text" boolean, "p_amount" integer, "p_counter" text, "p_reason" text,
  "p_now" timestamptz, "p_active_for" interval, "p_restorable_for" interval
) RETURNS TABLE ("outcome" text, "by_counter" boolean, "coins_spent" integer, "message" "messages", "sender" "users", "recipient" "users")
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  "v_sender" "users";
  "v_recipient" "users";
  "v_dialog" "dialogs";
  "v_message" "messages";
  "v_spent" record;
  "v_time" timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended("p_pair_key", 0));
  SELECT * INTO "v_sender" FROM "users" WHERE "id" = "p_sender_id" AND "deleted_at" IS NULL;
  IF NOT FOUND THEN RETURN; END IF;
  IF "p_client_id" IS NOT NULL THEN
    SELECT * INTO "v_message" FROM "messages"
      WHERE "sender_id" = "p_sender_id" AND "client_id" = "p_client_id";
    IF FOUND THEN
      RETURN QUERY SELECT 'repeat'::text, NULL::boolean, NULL::integer, "v_message", "v_sender", NULL::"users";
      RETURN;
    END IF;
  END IF;
  IF "p_recipient_id" IS NULL OR "p_recipient_id" = "p_sender_id" THEN RETURN; END IF;
  SELECT * INTO "v_recipient" FROM "users"
    WHERE "id" = "p_recipient_id" AND "deleted_at" IS NULL AND "banned_at" IS NULL
      AND ("suspended_until" IS NULL OR "suspended_until" <= "p_now");
  IF NOT FOUND THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM "blocks"
      WHERE ("blocker_id" = "p_sender_id" AND "blocked_id" = "p_recipient_id")
        OR ("blocker_id" = "p_recipient_id" AND "blocked_id" = "p_sender_id")) THEN
    RETURN;
  END IF;
  SELECT * INTO "v_dialog" FROM "dialogs"
    WHERE "user_a_id" = "p_user_a_id" AND "user_b_id" = "p_user_b_id";
  IF NOT FOUND THEN RETURN; END IF;
  IF "p_dialog_id" IS NOT NULL AND "p_dialog_id" <> "v_dialog"."id" THEN RETURN; END IF;
  IF "v_dialog"."expires_at" <= "p_now" AND "p_type" <> 'chatRenewal' THEN RETURN; END IF;
  IF "v_recipient"."verified_senders_only" AND NOT "v_sender"."verified" AND NOT EXISTS (
      SELECT 1 FROM "messages" WHERE "dialog_id" = "v_dialog"."id" AND "sender_id" = "p_recipient_id") THEN
    RETURN;
  END IF;
  -- A text to a partner the sender never wrote to is looked at by the spam brakes.
  IF "p_is_text" AND NOT EXISTS (
      SELECT 1 FROM "messages" WHERE "dialog_id" = "v_dialog"."id" AND "sender_id" = "p_sender_id") THEN
    RETURN;
  END IF;
  SELECT * INTO "v_spent"
    FROM "ledger_spend"("p_sender_id", "p_amount", "p_counter", "p_reason", "p_message_id"::text, "p_now");
  IF NOT FOUND OR "v_spent"."by_counter" IS NULL THEN RETURN; END IF;
  "v_time" := date_trunc('milliseconds', now());
  UPDATE "dialogs" SET "last_message_at" = "v_time", "expires_at" = "v_time" + "p_active_for",
      "restorable_until" = "v_time" + "p_active_for" + "p_restorable_for"
    WHERE "id" = "v_dialog"."id";
  INSERT INTO "messages" ("id", "dialog_id", "sender_id", "recipient_id", "type", "comment_type",
      "text", "price", "image_id", "file_key", "present_id", "client_id")
    VALUES ("p_message_id", "v_dialog"."id", "p_sender_id", "p_recipient_id", "p_type",
      "p_comment_type", "p_text", CASE WHEN "v_spent"."by_counter" THEN 0 ELSE "p_amount" END,
      "p_image_id", "p_file_key", "p_present_id", "p_client_id")
    RETURNING * INTO "v_message";
  SELECT * INTO "v_sender" FROM "users" WHERE "id" = "p_sender_id";
  RETURN QUERY SELECT 'sent'::text, "v_spent"."by_counter",
    ("v_spent"."old_coins" + "v_spent"."old_free_coins") - ("v_spent"."coins" + "v_spent"."free_coins"),
    "v_message", "v_sender", "v_recipient";
END
$$;
