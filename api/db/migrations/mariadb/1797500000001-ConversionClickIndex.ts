import { MigrationInterface, QueryRunner } from "typeorm";

// A new booking is credited to its click only while the program has credited that click fewer than
// POSTBACK_BOOKINGS_PER_CLICK bookings: the count reads this index's entries, not the table.
export class ConversionClickIndex1797500000001 implements MigrationInterface {
    name = 'ConversionClickIndex1797500000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX \`IDX_conversions_program_click\` ON \`conversions\` (\`programId\`, \`clickId\`, \`attributed\`)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_conversions_program_click\` ON \`conversions\``);
    }

}
