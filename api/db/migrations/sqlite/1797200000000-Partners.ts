import { MigrationInterface, QueryRunner } from "typeorm";

// Partners (integrators' keys, origins, quota and share), their daily click counts per provider and
// sub-ID, and the partner (with its sub-ID and share) on each kept click and conversion it brought.
export class Partners1797200000000 implements MigrationInterface {
    name = 'Partners1797200000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "partners" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "slug" varchar(64) NOT NULL, "allowedOrigins" varchar(2000) NOT NULL, "revenueShareBasisPoints" integer NOT NULL, "contact" varchar(200), "webhookUrl" varchar(500), "quotaPerMinute" integer NOT NULL, "keyHash" varchar(64) NOT NULL, "keyHint" varchar(4) NOT NULL, "disabledAt" datetime(6), "version" integer NOT NULL DEFAULT (1), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_partners_key_hash" ON "partners" ("keyHash") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_partners_slug" ON "partners" ("slug") `);
        await queryRunner.query(`CREATE TABLE "partner_clicks" ("partnerId" integer NOT NULL, "providerId" integer NOT NULL, "partnerRef" varchar(64) NOT NULL, "day" varchar(10) NOT NULL, "clicks" integer NOT NULL DEFAULT (0), PRIMARY KEY ("partnerId", "providerId", "partnerRef", "day"))`);
        await queryRunner.query(`CREATE INDEX "IDX_partner_clicks_partner_day" ON "partner_clicks" ("partnerId", "day") `);
        await queryRunner.query(`ALTER TABLE "conversions" ADD COLUMN "partnerId" integer`);
        await queryRunner.query(`ALTER TABLE "conversions" ADD COLUMN "partnerRef" varchar(64)`);
        await queryRunner.query(`ALTER TABLE "conversions" ADD COLUMN "partnerShareBasisPoints" integer`);
        await queryRunner.query(`ALTER TABLE "kept_clicks" ADD COLUMN "partnerId" integer`);
        await queryRunner.query(`ALTER TABLE "kept_clicks" ADD COLUMN "partnerRef" varchar(64)`);
        await queryRunner.query(`ALTER TABLE "kept_clicks" ADD COLUMN "partnerShareBasisPoints" integer`);
        await queryRunner.query(`CREATE INDEX "IDX_conversions_partner_created" ON "conversions" ("partnerId", "createdAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_conversions_partner_created"`);
        await queryRunner.query(`ALTER TABLE "kept_clicks" DROP COLUMN "partnerShareBasisPoints"`);
        await queryRunner.query(`ALTER TABLE "kept_clicks" DROP COLUMN "partnerRef"`);
        await queryRunner.query(`ALTER TABLE "kept_clicks" DROP COLUMN "partnerId"`);
        await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN "partnerShareBasisPoints"`);
        await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN "partnerRef"`);
        await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN "partnerId"`);
        await queryRunner.query(`DROP INDEX "IDX_partner_clicks_partner_day"`);
        await queryRunner.query(`DROP TABLE "partner_clicks"`);
        await queryRunner.query(`DROP INDEX "UQ_partners_slug"`);
        await queryRunner.query(`DROP INDEX "UQ_partners_key_hash"`);
        await queryRunner.query(`DROP TABLE "partners"`);
    }

}
