import { MigrationInterface, QueryRunner } from "typeorm";
import { NO_ENTRIES, carryFareBasis } from "../providerFacts";

// Providers get the facts that decide a booking (api/domain/facts.ts). The columns are those
// migration:generate gives for MariaDB; the NOT NULL ones are added nullable, filled for the rows
// stored before (PER_VEHICLE, empty lists; then carryFareBasis prices rows whose type includes
// 'Shared' per person), and only then made NOT NULL.

const NOT_NULL_FACTS: [column: string, type: string, value: string][] = [
    ['fareBasis', 'varchar(16)', 'PER_VEHICLE'],
    ['fares', 'text', NO_ENTRIES],
    ['fees', 'text', NO_ENTRIES],
    ['hours', 'text', NO_ENTRIES],
    ['pickupPoints', 'text', NO_ENTRIES],
];

export class ProviderFacts1796100000001 implements MigrationInterface {
    name = 'ProviderFacts1796100000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        for (const [column, type, value] of NOT_NULL_FACTS) {
            await queryRunner.query(`ALTER TABLE \`providers\` ADD \`${column}\` ${type} NULL`);
            await queryRunner.query(`UPDATE \`providers\` SET \`${column}\` = ?`, [value]);
            await queryRunner.query(`ALTER TABLE \`providers\` MODIFY \`${column}\` ${type} NOT NULL`);
        }
        await carryFareBasis(queryRunner, (sql) => sql);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`maxBags\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`minNoticeHours\` int NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`phone\` varchar(32) NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`email\` varchar(254) NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`freeWaitMinutes\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`flightTracking\` tinyint NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`cancellationPolicy\` text NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`accessibility\` text NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`ratingCount\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`ratingSource\` varchar(255) NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`factsCheckedOn\` varchar(10) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const column of ['factsCheckedOn', 'ratingSource', 'ratingCount', 'accessibility', 'cancellationPolicy', 'flightTracking', 'freeWaitMinutes', 'email', 'phone', 'minNoticeHours', 'maxBags']) {
            await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`${column}\``);
        }
        for (const [column] of [...NOT_NULL_FACTS].reverse()) {
            await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`${column}\``);
        }
    }

}
