import { MigrationInterface, QueryRunner } from "typeorm";
import { NO_ENTRIES, carryFareBasis } from "../providerFacts";

// Providers get the facts that decide a booking (api/domain/facts.ts). Generated with
// migration:generate; the copy into the rebuilt table fills the new NOT NULL columns (PER_VEHICLE
// and empty lists), then carryFareBasis prices rows whose type includes 'Shared' per person.

const sqliteQuotes = (sql: string) => sql.replace(/`/g, '"');

export class ProviderFacts1796100000000 implements MigrationInterface {
    name = 'ProviderFacts1796100000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_providers_updated"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_created"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_badge"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_rating"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_service_area"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_type"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_name"`);
        await queryRunner.query(`CREATE TABLE "temporary_providers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "slug" varchar(255) NOT NULL, "type" varchar(255) NOT NULL, "imageUrl" varchar(2048) NOT NULL, "badge" varchar(255), "rating" varchar(16) NOT NULL, "features" text NOT NULL, "priceRange" varchar(255) NOT NULL, "serviceArea" varchar(255) NOT NULL, "description" text NOT NULL, "shortDescription" varchar(255) NOT NULL, "bookingUrl" varchar(2048) NOT NULL, "mapCenter" text, "defaultZoom" integer DEFAULT (10), "routePoints" text, "routeColor" varchar(32) DEFAULT ('#FF6B6B'), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "servedPlaces" text NOT NULL, "maxPassengers" integer NOT NULL DEFAULT (4), "fareBasis" varchar(16) NOT NULL, "fares" text NOT NULL, "fees" text NOT NULL, "maxBags" integer, "hours" text NOT NULL, "minNoticeHours" integer NOT NULL DEFAULT (0), "phone" varchar(32), "email" varchar(254), "freeWaitMinutes" integer, "flightTracking" boolean, "cancellationPolicy" text, "accessibility" text, "pickupPoints" text NOT NULL, "ratingCount" integer, "ratingSource" varchar(255), "factsCheckedOn" varchar(10), CONSTRAINT "UQ_cd3940cee2e13606345df5c5735" UNIQUE ("slug"))`);
        await queryRunner.query(`INSERT INTO "temporary_providers"("id", "name", "slug", "type", "imageUrl", "badge", "rating", "features", "priceRange", "serviceArea", "description", "shortDescription", "bookingUrl", "mapCenter", "defaultZoom", "routePoints", "routeColor", "createdAt", "updatedAt", "servedPlaces", "maxPassengers", "fareBasis", "fares", "fees", "hours", "pickupPoints") SELECT "id", "name", "slug", "type", "imageUrl", "badge", "rating", "features", "priceRange", "serviceArea", "description", "shortDescription", "bookingUrl", "mapCenter", "defaultZoom", "routePoints", "routeColor", "createdAt", "updatedAt", "servedPlaces", "maxPassengers", 'PER_VEHICLE', ?, ?, ?, ? FROM "providers"`, [NO_ENTRIES, NO_ENTRIES, NO_ENTRIES, NO_ENTRIES]);
        await queryRunner.query(`DROP TABLE "providers"`);
        await queryRunner.query(`ALTER TABLE "temporary_providers" RENAME TO "providers"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_updated" ON "providers" ("updatedAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_created" ON "providers" ("createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_badge" ON "providers" ("badge") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_rating" ON "providers" ("rating") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_service_area" ON "providers" ("serviceArea") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_type" ON "providers" ("type") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_name" ON "providers" ("name") `);
        await carryFareBasis(queryRunner, sqliteQuotes);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_providers_name"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_type"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_service_area"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_rating"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_badge"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_created"`);
        await queryRunner.query(`DROP INDEX "IDX_providers_updated"`);
        await queryRunner.query(`ALTER TABLE "providers" RENAME TO "temporary_providers"`);
        await queryRunner.query(`CREATE TABLE "providers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "slug" varchar(255) NOT NULL, "type" varchar(255) NOT NULL, "imageUrl" varchar(2048) NOT NULL, "badge" varchar(255), "rating" varchar(16) NOT NULL, "features" text NOT NULL, "priceRange" varchar(255) NOT NULL, "serviceArea" varchar(255) NOT NULL, "description" text NOT NULL, "shortDescription" varchar(255) NOT NULL, "bookingUrl" varchar(2048) NOT NULL, "mapCenter" text, "defaultZoom" integer DEFAULT (10), "routePoints" text, "routeColor" varchar(32) DEFAULT ('#FF6B6B'), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "servedPlaces" text NOT NULL, "maxPassengers" integer NOT NULL DEFAULT (4), CONSTRAINT "UQ_cd3940cee2e13606345df5c5735" UNIQUE ("slug"))`);
        await queryRunner.query(`INSERT INTO "providers"("id", "name", "slug", "type", "imageUrl", "badge", "rating", "features", "priceRange", "serviceArea", "description", "shortDescription", "bookingUrl", "mapCenter", "defaultZoom", "routePoints", "routeColor", "createdAt", "updatedAt", "servedPlaces", "maxPassengers") SELECT "id", "name", "slug", "type", "imageUrl", "badge", "rating", "features", "priceRange", "serviceArea", "description", "shortDescription", "bookingUrl", "mapCenter", "defaultZoom", "routePoints", "routeColor", "createdAt", "updatedAt", "servedPlaces", "maxPassengers" FROM "temporary_providers"`);
        await queryRunner.query(`DROP TABLE "temporary_providers"`);
        await queryRunner.query(`CREATE INDEX "IDX_providers_name" ON "providers" ("name") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_type" ON "providers" ("type") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_service_area" ON "providers" ("serviceArea") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_rating" ON "providers" ("rating") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_badge" ON "providers" ("badge") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_created" ON "providers" ("createdAt") `);
        await queryRunner.query(`CREATE INDEX "IDX_providers_updated" ON "providers" ("updatedAt") `);
    }

}
