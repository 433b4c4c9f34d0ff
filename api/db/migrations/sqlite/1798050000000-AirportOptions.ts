import { MigrationInterface, QueryRunner } from "typeorm";

// Airport options (issue 35, item 8): what exists at the airport at any hour, kept by the operator.
// Expand-only: a new table.
export class AirportOptions1798050000000 implements MigrationInterface {
    name = 'AirportOptions1798050000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "airport_options" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "version" integer NOT NULL DEFAULT (1), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "title" varchar(120) NOT NULL, "description" varchar(1000) NOT NULL, "availability" varchar(120) NOT NULL, "linkUrl" varchar(2048), "phone" varchar(32), "accessible" boolean NOT NULL DEFAULT (0), "enabled" boolean NOT NULL DEFAULT (1), "position" integer NOT NULL DEFAULT (0))`);
        await queryRunner.query(`CREATE INDEX "IDX_airport_options_position" ON "airport_options" ("position") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_airport_options_position"`);
        await queryRunner.query(`DROP TABLE "airport_options"`);
    }

}
