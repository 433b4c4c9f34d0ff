import { MigrationInterface, QueryRunner } from "typeorm";

// Booking clicks counted per provider, page and day; the keys of clicks sent twice are cleared by
// scope and age. From the schema builder's SQL, the table made with its foreign key at once.
export class BookingClicks1795900000000 implements MigrationInterface {
    name = 'BookingClicks1795900000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "booking_clicks" ("providerId" integer NOT NULL, "page" varchar(16) NOT NULL, "day" varchar(10) NOT NULL, "clicks" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_booking_clicks_provider" FOREIGN KEY ("providerId") REFERENCES "providers" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("providerId", "page", "day"))`);
        await queryRunner.query(`CREATE INDEX "IDX_booking_clicks_day" ON "booking_clicks" ("day") `);
        await queryRunner.query(`CREATE INDEX "IDX_idempotency_keys_scope_created" ON "idempotency_keys" ("scope", "createdAt") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_idempotency_keys_scope_created"`);
        await queryRunner.query(`DROP INDEX "IDX_booking_clicks_day"`);
        await queryRunner.query(`DROP TABLE "booking_clicks"`);
    }

}
