import { MigrationInterface, QueryRunner } from "typeorm";

// Webhooks (issue 32): the deliveries queue and log, and each partner's signing secret. Expand-only:
// a new table and a nullable column, which existing partners get filled with a new random secret
// (an owner sees it by making a new one: it was never shown).
export class Webhooks1798000000000 implements MigrationInterface {
    name = 'Webhooks1798000000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "webhook_deliveries" ("id" varchar(36) PRIMARY KEY NOT NULL, "eventId" varchar(36) NOT NULL, "partnerId" integer NOT NULL, "type" varchar(40) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime(6) NOT NULL, "leaseUntil" datetime(6), "lastStatus" integer, "lastError" varchar(200), "lastAttemptAt" datetime(6), "deliveredAt" datetime(6), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_partner_created" ON "webhook_deliveries" ("partnerId", "createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("status", "nextAttemptAt") `);
        await queryRunner.query(`ALTER TABLE "partners" ADD COLUMN "webhookSecret" varchar(100)`);
        await queryRunner.query(`UPDATE "partners" SET "webhookSecret" = 'rdu_whsec_' || lower(hex(randomblob(32))) WHERE "webhookSecret" IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "webhookSecret"`);
        await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_due"`);
        await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_partner_created"`);
        await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    }

}
