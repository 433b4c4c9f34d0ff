import { MigrationInterface, QueryRunner } from "typeorm";

// History is never rewritten: a provider with booking clicks and a program with conversions are
// archived, not deleted, and their foreign keys now refuse a delete that would take those rows
// (ON DELETE RESTRICT instead of CASCADE). From the schema builder's SQL.
export class KeepHistory1796600000001 implements MigrationInterface {
    name = 'KeepHistory1796600000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`booking_clicks\` DROP FOREIGN KEY \`FK_booking_clicks_provider\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP FOREIGN KEY \`FK_conversions_program\``);
        await queryRunner.query(`ALTER TABLE \`booking_clicks\` ADD CONSTRAINT \`FK_booking_clicks_provider\` FOREIGN KEY (\`providerId\`) REFERENCES \`providers\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD CONSTRAINT \`FK_conversions_program\` FOREIGN KEY (\`programId\`) REFERENCES \`affiliate_programs\`(\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP FOREIGN KEY \`FK_conversions_program\``);
        await queryRunner.query(`ALTER TABLE \`booking_clicks\` DROP FOREIGN KEY \`FK_booking_clicks_provider\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD CONSTRAINT \`FK_conversions_program\` FOREIGN KEY (\`programId\`) REFERENCES \`affiliate_programs\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE \`booking_clicks\` ADD CONSTRAINT \`FK_booking_clicks_provider\` FOREIGN KEY (\`providerId\`) REFERENCES \`providers\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

}
