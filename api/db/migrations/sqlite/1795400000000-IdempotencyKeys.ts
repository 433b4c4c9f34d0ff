import { MigrationInterface, QueryRunner } from "typeorm";
import { carryContactKeys } from "../carryContactKeys";

// Idempotency keys move from contact_submissions to their own table, so a replay still finds its
// key after an admin deleted the message. Generated with migration:generate, plus the data carry.
export class IdempotencyKeys1795400000000 implements MigrationInterface {
    name = 'IdempotencyKeys1795400000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "idempotency_keys" ("idempotencyKey" varchar(100) PRIMARY KEY NOT NULL, "scope" varchar(32) NOT NULL, "fingerprint" varchar(64) NOT NULL, "resultId" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await carryContactKeys(queryRunner, (sql) => sql.replace(/`/g, '"'));
        await queryRunner.query(`DROP INDEX "UQ_contact_idempotency_key"`);
        await queryRunner.query(`CREATE TABLE "temporary_contact_submissions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(255) NOT NULL, "subject" varchar(255) NOT NULL, "message" text NOT NULL, "isRead" boolean NOT NULL DEFAULT (0), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`INSERT INTO "temporary_contact_submissions"("id", "name", "email", "subject", "message", "isRead", "createdAt") SELECT "id", "name", "email", "subject", "message", "isRead", "createdAt" FROM "contact_submissions"`);
        await queryRunner.query(`DROP TABLE "contact_submissions"`);
        await queryRunner.query(`ALTER TABLE "temporary_contact_submissions" RENAME TO "contact_submissions"`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "contact_submissions" RENAME TO "temporary_contact_submissions"`);
        await queryRunner.query(`CREATE TABLE "contact_submissions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(255) NOT NULL, "subject" varchar(255) NOT NULL, "message" text NOT NULL, "isRead" boolean NOT NULL DEFAULT (0), "idempotencyKey" varchar(100), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`INSERT INTO "contact_submissions"("id", "name", "email", "subject", "message", "isRead", "createdAt") SELECT "id", "name", "email", "subject", "message", "isRead", "createdAt" FROM "temporary_contact_submissions"`);
        await queryRunner.query(`DROP TABLE "temporary_contact_submissions"`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_contact_idempotency_key" ON "contact_submissions" ("idempotencyKey") `);
        await queryRunner.query(`UPDATE "contact_submissions" SET "idempotencyKey" = (SELECT "idempotencyKey" FROM "idempotency_keys" k WHERE k."scope" = 'contact' AND k."resultId" = "contact_submissions"."id")`);
        await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    }

}
