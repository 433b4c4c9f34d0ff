import { MigrationInterface, QueryRunner } from "typeorm";

// Indexes for what the bounded admin lists of providers, resources, FAQs and ad spots sort by
// (api/domain/adminLists.ts); written by hand with the names the entities declare.
export class AdminListIndexes1795700000000 implements MigrationInterface {
    name = 'AdminListIndexes1795700000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX "IDX_providers_name" ON "providers" ("name") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_type" ON "providers" ("type") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_service_area" ON "providers" ("serviceArea") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_rating" ON "providers" ("rating") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_badge" ON "providers" ("badge") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_created" ON "providers" ("createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_updated" ON "providers" ("updatedAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_resources_title" ON "resources" ("title") `);
        await queryRunner.query(`CREATE INDEX "IDX_resources_type" ON "resources" ("type") `);
        await queryRunner.query(`CREATE INDEX "IDX_resources_created" ON "resources" ("createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_resources_updated" ON "resources" ("updatedAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_faqs_question" ON "faqs" ("question") `);
        await queryRunner.query(`CREATE INDEX "IDX_faqs_created" ON "faqs" ("createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_ad_spots_name" ON "ad_spots" ("name") `);
        await queryRunner.query(`CREATE INDEX "IDX_ad_spots_type" ON "ad_spots" ("adType") `);
        await queryRunner.query(`CREATE INDEX "IDX_ad_spots_enabled" ON "ad_spots" ("isEnabled") `);
        await queryRunner.query(`CREATE INDEX "IDX_ad_spots_created" ON "ad_spots" ("createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_ad_spots_updated" ON "ad_spots" ("updatedAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_ad_spots_updated"`);
        await queryRunner.query(`DROP INDEX "IDX_ad_spots_created"`);
        await queryRunner.query(`DROP INDEX "IDX_ad_spots_enabled"`);
        await queryRunner.query(`DROP INDEX "IDX_ad_spots_type"`);
        await queryRunner.query(`DROP INDEX "IDX_ad_spots_name"`);
        await queryRunner.query(`DROP INDEX "IDX_faqs_created"`);
        await queryRunner.query(`DROP INDEX "IDX_faqs_question"`);
        await queryRunner.query(`DROP INDEX "IDX_resources_updated"`);
        await queryRunner.query(`DROP INDEX "IDX_resources_created"`);
        await queryRunner.query(`DROP INDEX "IDX_resources_type"`);
        await queryRunner.query(`DROP INDEX "IDX_resources_title"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_updated"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_created"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_badge"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_rating"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_service_area"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_type"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_name"`);
    }

}
