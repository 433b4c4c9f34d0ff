import { MigrationInterface, QueryRunner } from "typeorm";
import { EVERY_PLACE } from "../providerReach";

// Providers get the places they serve and the largest party they carry; rows stored before it
// serve every place and carry 4 (the column's default). Written by hand in the shape
// migration:generate gives for MariaDB.
export class ProviderReach1795800000001 implements MigrationInterface {
    name = 'ProviderReach1795800000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`servedPlaces\` text NULL`);
        await queryRunner.query(`UPDATE \`providers\` SET \`servedPlaces\` = ?`, [EVERY_PLACE]);
        await queryRunner.query(`ALTER TABLE \`providers\` MODIFY \`servedPlaces\` text NOT NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`maxPassengers\` int NOT NULL DEFAULT '4'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`maxPassengers\``);
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`servedPlaces\``);
    }

}
