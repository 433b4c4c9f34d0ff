import { MigrationInterface, QueryRunner } from "typeorm";

// Each counted booking click is kept by its id (with the trip its link carried) for conversions to find. Generated from the entities (schema builder's log).
export class KeptClicks1796200000000 implements MigrationInterface {
    name = 'KeptClicks1796200000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "kept_clicks" ("clickId" varchar(64) PRIMARY KEY NOT NULL, "providerId" integer NOT NULL, "page" varchar(16) NOT NULL, "fromPlace" varchar(64), "toPlace" varchar(64), "tripDate" varchar(10), "tripTime" varchar(5), "passengers" integer, "bags" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE INDEX "IDX_kept_clicks_provider_created" ON "kept_clicks" ("providerId", "createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_kept_clicks_created" ON "kept_clicks" ("createdAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_kept_clicks_created"`);
        await queryRunner.query(`DROP INDEX "IDX_kept_clicks_provider_created"`);
        await queryRunner.query(`DROP TABLE "kept_clicks"`);
    }

}
