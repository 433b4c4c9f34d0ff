import { MigrationInterface, QueryRunner } from "typeorm";

// Renamed slugs keep working (issue 31, item 14): a provider's and an affiliate program's earlier slugs.
export class SlugHistory1797100000000 implements MigrationInterface {
    name = 'SlugHistory1797100000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "slug_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(32) NOT NULL, "oldSlug" varchar(255) NOT NULL, "recordId" integer NOT NULL, "lastUsedAt" datetime(6), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_slug_history_kind_slug" ON "slug_history" ("kind", "oldSlug") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "UQ_slug_history_kind_slug"`);
        await queryRunner.query(`DROP TABLE "slug_history"`);
    }

}
