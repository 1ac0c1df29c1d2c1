-- Each app instance keeps the users it has read, with their entitlement, until it is told that
-- one changed (ADR 056). These triggers tell it: every write of a user or of a subscription,
-- by any instance, import, script or operator, sends the user's id on the channel
-- vh_user_changed when its transaction commits (PostgreSQL sends a payload once per
-- transaction). The trigger's argument names the column that holds the user's id. An emptied
-- table sends an empty payload: forget everyone.
CREATE FUNCTION users_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('vh_user_changed', '');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('vh_user_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('vh_user_changed', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_notify_change
AFTER INSERT OR UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION users_notify_change('id');--> statement-breakpoint
CREATE TRIGGER users_notify_truncate
AFTER TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION users_notify_change();--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_change
AFTER INSERT OR UPDATE OR DELETE ON subscriptions
FOR EACH ROW EXECUTE FUNCTION users_notify_change('user_id');--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_truncate
AFTER TRUNCATE ON subscriptions
FOR EACH STATEMENT EXECUTE FUNCTION users_notify_change();
