import { MigrationInterface, QueryRunner } from "typeorm";

// History is never rewritten: a provider with booking clicks and a program with conversions are
// archived, not deleted, and their foreign keys now refuse a delete that would take those rows
// (ON DELETE RESTRICT instead of CASCADE). SQLite cannot change a foreign key in place, so both
// tables are rebuilt (the migrations run with foreign keys off, so conversion_events keep their
// rows) and the conversions' AUTOINCREMENT counter is carried, so an id is never given twice.
export class KeepHistory1796600000000 implements MigrationInterface {
    name = 'KeepHistory1796600000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await this.rebuild(queryRunner, "RESTRICT");
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await this.rebuild(queryRunner, "CASCADE");
    }

    private async rebuild(queryRunner: QueryRunner, onDelete: "RESTRICT" | "CASCADE"): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_booking_clicks_day"`);
        await queryRunner.query(`CREATE TABLE "temporary_booking_clicks" ("providerId" integer NOT NULL, "page" varchar(16) NOT NULL, "day" varchar(10) NOT NULL, "clicks" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_booking_clicks_provider" FOREIGN KEY ("providerId") REFERENCES "providers" ("id") ON DELETE ${onDelete} ON UPDATE NO ACTION, PRIMARY KEY ("providerId", "page", "day"))`);
        await queryRunner.query(`INSERT INTO "temporary_booking_clicks"("providerId", "page", "day", "clicks") SELECT "providerId", "page", "day", "clicks" FROM "booking_clicks"`);
        await queryRunner.query(`DROP TABLE "booking_clicks"`);
        await queryRunner.query(`ALTER TABLE "temporary_booking_clicks" RENAME TO "booking_clicks"`);
        await queryRunner.query(`CREATE INDEX "IDX_booking_clicks_day" ON "booking_clicks" ("day") `);

        const [sequence] = await queryRunner.query(`SELECT "seq" FROM "sqlite_sequence" WHERE "name" = 'conversions'`);
        await queryRunner.query(`DROP INDEX "UQ_conversions_program_order"`);
        await queryRunner.query(`DROP INDEX "IDX_conversions_created"`);
        await queryRunner.query(`CREATE TABLE "temporary_conversions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "programId" integer NOT NULL, "orderId" varchar(100) NOT NULL, "clickId" varchar(64), "attributed" boolean NOT NULL DEFAULT (0), "providerId" integer, "page" varchar(16), "status" varchar(16) NOT NULL, "commissionCents" integer NOT NULL, "currency" varchar(3) NOT NULL, "valueCents" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_conversions_program" FOREIGN KEY ("programId") REFERENCES "affiliate_programs" ("id") ON DELETE ${onDelete} ON UPDATE NO ACTION)`);
        await queryRunner.query(`INSERT INTO "temporary_conversions"("id", "programId", "orderId", "clickId", "attributed", "providerId", "page", "status", "commissionCents", "currency", "valueCents", "createdAt", "updatedAt") SELECT "id", "programId", "orderId", "clickId", "attributed", "providerId", "page", "status", "commissionCents", "currency", "valueCents", "createdAt", "updatedAt" FROM "conversions"`);
        await queryRunner.query(`DROP TABLE "conversions"`);
        await queryRunner.query(`ALTER TABLE "temporary_conversions" RENAME TO "conversions"`);
        if (sequence) {
            await queryRunner.query(`UPDATE "sqlite_sequence" SET "seq" = MAX("seq", ?) WHERE "name" = 'conversions'`, [sequence.seq]);
            await queryRunner.query(`INSERT INTO "sqlite_sequence" ("name", "seq") SELECT 'conversions', ? WHERE NOT EXISTS (SELECT 1 FROM "sqlite_sequence" WHERE "name" = 'conversions')`, [sequence.seq]);
        }
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_conversions_program_order" ON "conversions" ("programId", "orderId") `);
        await queryRunner.query(`CREATE INDEX "IDX_conversions_created" ON "conversions" ("createdAt") `);
    }

}
