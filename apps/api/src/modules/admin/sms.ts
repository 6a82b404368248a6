import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@shop/db";
import { SHOP_TIME_ZONE, SMS_FAILURES_LIMIT, type AdminSms, type SmsAlert, type SmsDayRow, type SmsFailure } from "@shop/contracts";

/**
 * The back office's SMS page and the owner's alert (issue 41), read from the outbox as
 * the delivery code leaves it. Every read is bounded by created_at over the SMS rows, so
 * it walks outbox_sms_day_idx (migration 0021) instead of every message the shop ever
 * queued. A message's body is never read here: it holds sign-in codes.
 */

/** A time as API.md writes it (ISO with the Dhaka offset, milliseconds), as toDhakaIso does. */
const dhakaIso = (at: SQL) => sql`to_char(${at} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"+06:00"')`;

/**
 * How far back the alert looks for a refusal. A gateway that refuses for balance or
 * credentials refuses every message, so while it lasts each sign-in attempt is a fresh
 * refusal; a week bounds the scan and still covers a quiet shop.
 */
export const SMS_ALERT_LOOKBACK = sql`interval '7 days'`;
/**
 * An accepted message that clears the alert is looked for from a day before the
 * refused one was queued: a message is sent or given up within that (its back-off and
 * tries), so an older one cannot have been accepted after the refusal.
 */
const ACCEPTED_SLACK = sql`interval '1 day'`;

/**
 * The newest message refused for balance or credentials whose last try is newer than
 * every accepted message (none accepted since: SMS are not going out). `fallback` names
 * the gateway when the row has none.
 */
const alertQuery = (fallback: string) => sql`
  select r.error_kind as kind, coalesce(r.provider, ${fallback}) as provider, r.error_code as code, r.error_message as words,
    ${dhakaIso(sql`r.last_attempt_at`)} as at
  from (
    select error_kind, provider, error_code, error_message, last_attempt_at, created_at from outbox
    where channel = 'sms' and created_at >= now() - ${SMS_ALERT_LOOKBACK}
      and status <> 'sent' and error_kind in ('balance', 'credentials') and last_attempt_at is not null
    order by last_attempt_at desc, id desc limit 1
  ) r
  where not exists (
    select 1 from outbox a
    where a.channel = 'sms' and a.created_at >= r.created_at - ${ACCEPTED_SLACK} and a.status = 'sent' and a.sent_at >= r.last_attempt_at)`;

/** The first moment of the Dhaka day `days - 1` days before today: the page's window. */
const since = (days: number) => sql`((now() at time zone ${SHOP_TIME_ZONE})::date - ${days - 1}::int)::timestamp at time zone ${SHOP_TIME_ZONE}`;

/**
 * The statements (sms.test.ts reads their plans). `page` is one round trip: per Dhaka
 * day and gateway, the counts of each state; the latest failed or expired messages of
 * the window; and the alert, each as JSON.
 */
export const SMS_QUERIES = {
  page: (days: number, configured: string) => sql`
    with recent as (
      select (created_at at time zone ${SHOP_TIME_ZONE})::date as day, provider, status
      from outbox where channel = 'sms' and created_at >= ${since(days)}
    ),
    per_day as (
      select to_char(day, 'YYYY-MM-DD') as day, provider,
        count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status = 'failed')::int as failed,
        count(*) filter (where status in ('pending', 'sending'))::int as waiting,
        count(*) filter (where status = 'expired')::int as expired
      from recent group by recent.day, provider
    ),
    failures as (
      select id, "to", priority = 0 as is_code, status, provider, error_kind as kind, error_code as code, error_message as words, attempts,
        ${dhakaIso(sql`coalesce(last_attempt_at, created_at)`)} as at, coalesce(last_attempt_at, created_at) as sort_at
      from outbox where channel = 'sms' and created_at >= ${since(days)} and status in ('failed', 'expired')
      order by sort_at desc, id desc limit ${SMS_FAILURES_LIMIT}
    ),
    alert as (${alertQuery(configured)})
    select
      coalesce((select json_agg(d order by d.day desc, d.provider nulls last) from per_day d), '[]'::json) as days,
      coalesce((select json_agg(json_build_object('id', f.id, 'to', f."to", 'is_code', f.is_code, 'status', f.status, 'provider', f.provider,
        'kind', f.kind, 'code', f.code, 'words', f.words, 'attempts', f.attempts, 'at', f.at) order by f.sort_at desc, f.id desc) from failures f), '[]'::json) as failures,
      (select row_to_json(a) from alert a) as alert`,
  alert: (configured: string) => alertQuery(configured),
};

/** node-postgres and PGlite hand json over parsed; a string is parsed here in case a driver does not. */
const parsed = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/** GET /v1/admin/sms: the configured gateway, the window's totals, its days and failures, the alert. */
export async function smsReport(db: Database, days: number, configured: string): Promise<AdminSms> {
  const { rows } = await db.execute<{ days: SmsDayRow[] | string; failures: SmsFailure[] | string; alert: SmsAlert | string | null }>(
    SMS_QUERIES.page(days, configured),
  );
  const row = rows[0];
  const perDay = parsed(row.days);
  const totals = { sent: 0, failed: 0, waiting: 0, expired: 0 };
  for (const day of perDay) {
    for (const key of ["sent", "failed", "waiting", "expired"] as const) totals[key] += Number(day[key]);
  }
  return {
    provider: configured,
    alert: row.alert === null ? null : parsed(row.alert),
    totals,
    days: perDay,
    failures: parsed(row.failures).map((failure) => ({ ...failure, id: Number(failure.id), attempts: Number(failure.attempts) })),
  };
}

/** GET /v1/admin/alerts: the SMS alert alone, for the owner's banner on every screen. */
export async function smsAlertOf(db: Database, configured: string): Promise<SmsAlert | null> {
  const { rows } = await db.execute<SmsAlert>(SMS_QUERIES.alert(configured));
  return rows[0] ?? null;
}
