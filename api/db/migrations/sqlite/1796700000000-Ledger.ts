import { MigrationInterface, QueryRunner } from "typeorm";

// The ledger adds up (issue 31): a conversion keeps when its credited click was counted (the
// conversion rate counts a click in its own period), why it is unattributed, and what a reversal
// lost and from which status (paid: a clawback); its events become its history, a status taking
// corrected commissions as revisions 1, 2... Existing rows are filled in from the kept clicks, the
// programs and the events: a reversed conversion lost the commission of its last event before the
// reversal (or, reported reversed at once, its own); an unattributed one gets the reason that held
// when it was reported (a sub-ID outside the site's pattern was refused then, so none is 'not-issued').
// conversions gains columns in place; conversion_events is rebuilt for its new primary key.
export class Ledger1796700000000 implements MigrationInterface {
    name = 'Ledger1796700000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "conversions" ADD COLUMN "clickedAt" datetime(6)`);
        await queryRunner.query(`ALTER TABLE "conversions" ADD COLUMN "unattributedReason" varchar(16)`);
        await queryRunner.query(`ALTER TABLE "conversions" ADD COLUMN "lostCents" integer`);
        await queryRunner.query(`ALTER TABLE "conversions" ADD COLUMN "reversedFrom" varchar(16)`);
        await queryRunner.query(`CREATE TABLE "temporary_conversion_events" ("conversionId" integer NOT NULL, "status" varchar(16) NOT NULL, "commissionCents" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "revision" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_conversion_events_conversion" FOREIGN KEY ("conversionId") REFERENCES "conversions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("conversionId", "status", "revision"))`);
        await queryRunner.query(`INSERT INTO "temporary_conversion_events"("conversionId", "status", "commissionCents", "createdAt") SELECT "conversionId", "status", "commissionCents", "createdAt" FROM "conversion_events"`);
        await queryRunner.query(`DROP TABLE "conversion_events"`);
        await queryRunner.query(`ALTER TABLE "temporary_conversion_events" RENAME TO "conversion_events"`);

        await queryRunner.query(`UPDATE "conversions" SET "clickedAt" = (SELECT k."createdAt" FROM "kept_clicks" k WHERE k."clickId" = "conversions"."clickId") WHERE "attributed" = 1`);
        await queryRunner.query(`UPDATE "conversions" SET "unattributedReason" = CASE
            WHEN "clickId" IS NULL THEN 'no-sub-id'
            WHEN NOT EXISTS (SELECT 1 FROM "kept_clicks" k WHERE k."clickId" = "conversions"."clickId" AND k."createdAt" <= "conversions"."createdAt") THEN 'unknown-click'
            WHEN EXISTS (SELECT 1 FROM "kept_clicks" k, "affiliate_programs" p WHERE k."clickId" = "conversions"."clickId" AND p."id" = "conversions"."programId" AND julianday("conversions"."createdAt") - julianday(k."createdAt") > p."claimWindowDays") THEN 'outside-window'
            ELSE 'not-covered' END
            WHERE "attributed" = 0`);
        const before = (column: string) => `(SELECT e."${column}" FROM "conversion_events" e WHERE e."conversionId" = "conversions"."id" AND e."status" <> 'reversed' ORDER BY e."createdAt" DESC, CASE e."status" WHEN 'paid' THEN 3 WHEN 'confirmed' THEN 2 ELSE 1 END DESC LIMIT 1)`;
        await queryRunner.query(`UPDATE "conversions" SET "reversedFrom" = ${before("status")}, "lostCents" = COALESCE(${before("commissionCents")}, "commissionCents") WHERE "status" = 'reversed'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "temporary_conversion_events" ("conversionId" integer NOT NULL, "status" varchar(16) NOT NULL, "commissionCents" integer NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_conversion_events_conversion" FOREIGN KEY ("conversionId") REFERENCES "conversions" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("conversionId", "status"))`);
        await queryRunner.query(`INSERT INTO "temporary_conversion_events"("conversionId", "status", "commissionCents", "createdAt") SELECT "conversionId", "status", "commissionCents", "createdAt" FROM "conversion_events" WHERE "revision" = 0`);
        await queryRunner.query(`DROP TABLE "conversion_events"`);
        await queryRunner.query(`ALTER TABLE "temporary_conversion_events" RENAME TO "conversion_events"`);
        await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN "reversedFrom"`);
        await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN "lostCents"`);
        await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN "unattributedReason"`);
        await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN "clickedAt"`);
    }

}
