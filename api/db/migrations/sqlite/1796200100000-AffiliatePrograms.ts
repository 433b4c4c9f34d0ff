import { MigrationInterface, QueryRunner } from "typeorm";

// Affiliate programs, the conversions their networks report (one per program and order), and each status a conversion took once. Generated from the entities (schema builder's log).
export class AffiliatePrograms1796200100000 implements MigrationInterface {
    name = 'AffiliatePrograms1796200100000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "affiliate_programs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(100) NOT NULL, "slug" varchar(64) NOT NULL, "secretHash" varchar(64) NOT NULL, "secretHint" varchar(4) NOT NULL, "providerIds" varchar(2000) NOT NULL, "subIdParam" varchar(32) NOT NULL, "claimWindowDays" integer NOT NULL, "lastPostbackAt" datetime(6), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_affiliate_programs_slug" ON "affiliate_programs" ("slug") `);
        await queryRunner.query(`CREATE TABLE "conversions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "programId" integer NOT NULL, "orderId" varchar(100) NOT NULL, "clickId" varchar(64), "attributed" boolean NOT NULL DEFAULT (0), "providerId" integer, "page" varchar(16), "status" varchar(16) NOT NULL, "commissionCents" integer NOT NULL, "currency" varchar(3) NOT NULL, "valueCents" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_conversions_program" FOREIGN KEY ("programId") REFERENCES "affiliate_programs" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
        await queryRunner.query(`CREATE INDEX "IDX_conversions_created" ON "conversions" ("createdAt") `);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_conversions_program_order" ON "conversions" ("programId", "orderId") `);
        await queryRunner.query(`CREATE TABLE "conversion_events" ("conversionId" integer NOT NULL, "status" varchar(16) NOT NULL, "commissionCents" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_conversion_events_conversion" FOREIGN KEY ("conversionId") REFERENCES "conversions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("conversionId", "status"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "conversion_events"`);
        await queryRunner.query(`DROP INDEX "UQ_conversions_program_order"`);
        await queryRunner.query(`DROP INDEX "IDX_conversions_created"`);
        await queryRunner.query(`DROP TABLE "conversions"`);
        await queryRunner.query(`DROP INDEX "UQ_affiliate_programs_slug"`);
        await queryRunner.query(`DROP TABLE "affiliate_programs"`);
    }

}
