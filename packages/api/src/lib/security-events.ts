// Writes a security event to the log table and to the structured log, without secrets. A failure
// to record never turns the request it describes into a failure: it is logged and passed over.

import type { Database } from "../db/client.ts";
import { securityEvents } from "../db/schema/index.ts";
import type { SECURITY_EVENT_KINDS, SECURITY_OUTCOMES } from "../db/schema/security.ts";
import { ApiError } from "./errors.ts";
import type { Logger } from "./logger.ts";

export interface SecurityEvent {
  kind: (typeof SECURITY_EVENT_KINDS)[number];
  outcome: (typeof SECURITY_OUTCOMES)[number];
  actor?: { kind: "customer" | "admin" | "guest"; id: number };
  email?: string;
  address?: string | undefined;
  detail?: Record<string, string | number>;
}

export async function recordSecurityEvent(db: Database, logger: Logger, event: SecurityEvent) {
  logger.info("security event", {
    kind: event.kind,
    outcome: event.outcome,
    ...(event.actor ? { actor: `${event.actor.kind}:${event.actor.id}` } : {}),
    ...(event.address ? { address: event.address } : {}),
    ...(event.detail ?? {}),
  });
  try {
    await db.insert(securityEvents).values({
      kind: event.kind,
      outcome: event.outcome,
      actorKind: event.actor?.kind ?? null,
      actorId: event.actor?.id ?? null,
      email: event.email ?? null,
      address: event.address ?? null,
      detail: event.detail ?? null,
    });
  } catch (error) {
    logger.error("security event not recorded", { kind: event.kind, error: String(error) });
  }
}

/**
 * Runs a security-relevant action and records how it went: success (with the actor the result
 * names), refused when it was throttled, failure with the error's code otherwise. Errors other
 * than the API's own (a bug, a lost database) pass through unrecorded.
 */
export async function withSecurityEvent<T>(
  db: Database,
  logger: Logger,
  event: Omit<SecurityEvent, "outcome">,
  action: () => Promise<T>,
  actorOf?: (result: T) => SecurityEvent["actor"],
): Promise<T> {
  let result: T;
  try {
    result = await action();
  } catch (error) {
    if (error instanceof ApiError) {
      await recordSecurityEvent(db, logger, {
        ...event,
        outcome: error.code === "too_many_attempts" ? "refused" : "failure",
        detail: { ...event.detail, reason: error.code },
      });
    }
    throw error;
  }
  const actor = actorOf?.(result) ?? event.actor;
  await recordSecurityEvent(db, logger, {
    ...event,
    outcome: "success",
    ...(actor ? { actor } : {}),
  });
  return result;
}
