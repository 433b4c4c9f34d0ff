import { MigrationInterface, QueryRunner } from "typeorm";

// What a provider's price is and covers (issue 35, api/domain/facts.ts): fixed or metered, the tip,
// the bags per traveller and the extra-bag fee (cents), the group minimum. All nullable: existing
// providers state none of them, and the previous release ignores the columns.
export class PriceTerms1798040000001 implements MigrationInterface {
    name = 'PriceTerms1798040000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`priceKind\` varchar(16) NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`tipIncluded\` tinyint NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`bagsPerTraveller\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`extraBagFeeCents\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`minPassengers\` int NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`minPassengers\``);
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`extraBagFeeCents\``);
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`bagsPerTraveller\``);
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`tipIncluded\``);
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`priceKind\``);
    }

}
