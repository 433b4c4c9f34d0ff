import { MigrationInterface, QueryRunner } from "typeorm";

// Every list of providers is of one status (the admin's Active and Archived tabs, the site's shown
// ones): each sort column's index now leads with archivedAt, so a page is read in the sort's order
// from one index and each tab's count from an index's entries, at any number of providers.
export class ProviderArchivedIndex1796800000000 implements MigrationInterface {
    name = 'ProviderArchivedIndex1796800000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_providers_name"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived_name" ON "providers" ("archivedAt", "name")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_type"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived_type" ON "providers" ("archivedAt", "type")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_service_area"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived_service_area" ON "providers" ("archivedAt", "serviceArea")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_rating"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived_rating" ON "providers" ("archivedAt", "rating")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_badge"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived_badge" ON "providers" ("archivedAt", "badge")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_created"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived_created" ON "providers" ("archivedAt", "createdAt")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_updated"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived_updated" ON "providers" ("archivedAt", "updatedAt")`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived" ON "providers" ("archivedAt")`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_providers_archived"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_archived_name"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_name" ON "providers" ("name")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_archived_type"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_type" ON "providers" ("type")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_archived_service_area"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_service_area" ON "providers" ("serviceArea")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_archived_rating"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_rating" ON "providers" ("rating")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_archived_badge"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_badge" ON "providers" ("badge")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_archived_created"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_created" ON "providers" ("createdAt")`);
        await queryRunner.query(`DROP INDEX "IDX_providers_archived_updated"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_updated" ON "providers" ("updatedAt")`);
    }

}
