import { MigrationInterface, QueryRunner } from "typeorm";

// The back office's trust: a version on every editable record (a stale save stores nothing),
// archiving for providers and affiliate programs (history is never deleted with them), the audit
// trail, roles and account security for users, site settings and the sessions list. Every record
// starts at version 1. An administrator (isAdmin) becomes an OWNER, as they could do everything
// before; a user who was not one stays without a role. isAdmin itself is kept (expand only): the
// previous release reads it while a rolling upgrade runs (docs/operations.md, "Upgrades");
// AdminFlagKept keeps it in step with the role, and a later release drops it. Columns with a constant default are added in
// place; users is rebuilt (SQLite cannot add a column whose default is the current time).
export class BackOffice1796400000000 implements MigrationInterface {
    name = 'BackOffice1796400000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "session_logins" ("sid" varchar(255) PRIMARY KEY NOT NULL, "userId" integer NOT NULL, "address" varchar(64), "userAgent" varchar(255), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE INDEX "IDX_session_logins_user" ON "session_logins" ("userId") `);
        await queryRunner.query(`CREATE TABLE "site_settings" ("key" varchar(64) PRIMARY KEY NOT NULL, "value" varchar(255) NOT NULL, "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE TABLE "audit_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "at" datetime(6) NOT NULL, "actorId" integer, "actorName" varchar(64) NOT NULL, "actorRole" varchar(16), "address" varchar(64), "action" varchar(32) NOT NULL, "entityType" varchar(32) NOT NULL, "entityId" integer, "entityLabel" varchar(255), "version" integer, "changes" text NOT NULL, "note" varchar(255), "revertOf" integer)`);
        await queryRunner.query(`CREATE INDEX "IDX_audit_events_at" ON "audit_events" ("at") `);
        await queryRunner.query(`CREATE INDEX "IDX_audit_events_entity" ON "audit_events" ("entityType", "entityId", "id") `);
        await queryRunner.query(`CREATE INDEX "IDX_audit_events_actor" ON "audit_events" ("actorId", "id") `);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "archivedAt" datetime(6)`);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "redirectToId" integer`);
        for (const table of ["providers", "resources", "faqs", "ad_spots"]) {
            await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
        }
        await queryRunner.query(`ALTER TABLE "affiliate_programs" ADD COLUMN "archivedAt" datetime(6)`);
        await queryRunner.query(`ALTER TABLE "affiliate_programs" ADD COLUMN "version" integer NOT NULL DEFAULT (1)`);
        await queryRunner.query(`CREATE TABLE "temporary_users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(64) NOT NULL, "passwordHash" varchar(255) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT (0), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "sessionEpoch" integer NOT NULL DEFAULT (0), "role" varchar(16), "disabledAt" datetime(6), "mustChangePassword" boolean NOT NULL DEFAULT (0), "passwordChangedAt" datetime(6), "totpSecret" varchar(64), "totpEnabledAt" datetime(6), "totpLastStep" integer, "recoveryCodes" text, "lastSignInAt" datetime(6), "version" integer NOT NULL DEFAULT (1), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"))`);
        await queryRunner.query(`INSERT INTO "temporary_users"("id", "username", "passwordHash", "isAdmin", "createdAt", "sessionEpoch", "role", "updatedAt") SELECT "id", "username", "passwordHash", "isAdmin", "createdAt", "sessionEpoch", CASE WHEN "isAdmin" THEN 'OWNER' ELSE NULL END, "createdAt" FROM "users"`);
        await queryRunner.query(`DROP TABLE "users"`);
        await queryRunner.query(`ALTER TABLE "temporary_users" RENAME TO "users"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" RENAME TO "temporary_users"`);
        await queryRunner.query(`CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(64) NOT NULL, "passwordHash" varchar(255) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT (0), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "sessionEpoch" integer NOT NULL DEFAULT (0), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"))`);
        await queryRunner.query(`INSERT INTO "users"("id", "username", "passwordHash", "isAdmin", "createdAt", "sessionEpoch") SELECT "id", "username", "passwordHash", "role" IS NOT NULL, "createdAt", "sessionEpoch" FROM "temporary_users"`);
        await queryRunner.query(`DROP TABLE "temporary_users"`);
        await queryRunner.query(`ALTER TABLE "affiliate_programs" DROP COLUMN "version"`);
        await queryRunner.query(`ALTER TABLE "affiliate_programs" DROP COLUMN "archivedAt"`);
        for (const table of ["ad_spots", "faqs", "resources", "providers"]) {
            await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
        }
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "redirectToId"`);
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "archivedAt"`);
        await queryRunner.query(`DROP INDEX "IDX_audit_events_actor"`);
        await queryRunner.query(`DROP INDEX "IDX_audit_events_entity"`);
        await queryRunner.query(`DROP INDEX "IDX_audit_events_at"`);
        await queryRunner.query(`DROP TABLE "audit_events"`);
        await queryRunner.query(`DROP TABLE "site_settings"`);
        await queryRunner.query(`DROP INDEX "IDX_session_logins_user"`);
        await queryRunner.query(`DROP TABLE "session_logins"`);
    }

}
