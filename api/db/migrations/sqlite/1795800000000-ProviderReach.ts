import { MigrationInterface, QueryRunner } from "typeorm";
import { EVERY_PLACE } from "../providerReach";

// Providers get the places they serve and the largest party they carry. Generated with
// migration:generate; rows stored before it serve every place (carry 4, the column's default).
// SQLite adds a NOT NULL column by rebuilding the table, which drops its indexes: the admin
// list's indexes (1795700000000-AdminListIndexes) are made again on the new table.

/** The providers table's indexes, as AdminListIndexes1795700000000 created them. */
const PROVIDER_INDEXES: [name: string, column: string][] = [
    ['IDX_providers_name', 'name'],
    ['IDX_providers_type', 'type'],
    ['IDX_providers_service_area', 'serviceArea'],
    ['IDX_providers_rating', 'rating'],
    ['IDX_providers_badge', 'badge'],
    ['IDX_providers_created', 'createdAt'],
    ['IDX_providers_updated', 'updatedAt'],
];

async function indexProviders(queryRunner: QueryRunner): Promise<void> {
    for (const [name, column] of PROVIDER_INDEXES) {
        await queryRunner.query(`CREATE INDEX "${name}" ON "providers" ("${column}") `);
    }
}

export class ProviderReach1795800000000 implements MigrationInterface {
    name = 'ProviderReach1795800000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "temporary_providers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "slug" varchar(255) NOT NULL, "type" varchar(255) NOT NULL, "imageUrl" varchar(2048) NOT NULL, "badge" varchar(255), "rating" varchar(16) NOT NULL, "features" text NOT NULL, "priceRange" varchar(255) NOT NULL, "serviceArea" varchar(255) NOT NULL, "description" text NOT NULL, "shortDescription" varchar(255) NOT NULL, "bookingUrl" varchar(2048) NOT NULL, "mapCenter" text, "defaultZoom" integer DEFAULT (10), "routePoints" text, "routeColor" varchar(32) DEFAULT ('#FF6B6B'), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "servedPlaces" text NOT NULL, "maxPassengers" integer NOT NULL DEFAULT (4), CONSTRAINT "UQ_cd3940cee2e13606345df5c5735" UNIQUE ("slug"))`);
        await queryRunner.query(`INSERT INTO "temporary_providers"("id", "name", "slug", "type", "imageUrl", "badge", "rating", "features", "priceRange", "serviceArea", "description", "shortDescription", "bookingUrl", "mapCenter", "defaultZoom", "routePoints", "routeColor", "createdAt", "updatedAt", "servedPlaces") SELECT "id", "name", "slug", "type", "imageUrl", "badge", "rating", "features", "priceRange", "serviceArea", "description", "shortDescription", "bookingUrl", "mapCenter", "defaultZoom", "routePoints", "routeColor", "createdAt", "updatedAt", ? FROM "providers"`, [EVERY_PLACE]);
        await queryRunner.query(`DROP TABLE "providers"`);
        await queryRunner.query(`ALTER TABLE "temporary_providers" RENAME TO "providers"`);
        await indexProviders(queryRunner);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "providers" RENAME TO "temporary_providers"`);
        await queryRunner.query(`CREATE TABLE "providers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "slug" varchar(255) NOT NULL, "type" varchar(255) NOT NULL, "imageUrl" varchar(2048) NOT NULL, "badge" varchar(255), "rating" varchar(16) NOT NULL, "features" text NOT NULL, "priceRange" varchar(255) NOT NULL, "serviceArea" varchar(255) NOT NULL, "description" text NOT NULL, "shortDescription" varchar(255) NOT NULL, "bookingUrl" varchar(2048) NOT NULL, "mapCenter" text, "defaultZoom" integer DEFAULT (10), "routePoints" text, "routeColor" varchar(32) DEFAULT ('#FF6B6B'), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_cd3940cee2e13606345df5c5735" UNIQUE ("slug"))`);
        await queryRunner.query(`INSERT INTO "providers"("id", "name", "slug", "type", "imageUrl", "badge", "rating", "features", "priceRange", "serviceArea", "description", "shortDescription", "bookingUrl", "mapCenter", "defaultZoom", "routePoints", "routeColor", "createdAt", "updatedAt") SELECT "id", "name", "slug", "type", "imageUrl", "badge", "rating", "features", "priceRange", "serviceArea", "description", "shortDescription", "bookingUrl", "mapCenter", "defaultZoom", "routePoints", "routeColor", "createdAt", "updatedAt" FROM "temporary_providers"`);
        await queryRunner.query(`DROP TABLE "temporary_providers"`);
        await indexProviders(queryRunner);
    }

}
