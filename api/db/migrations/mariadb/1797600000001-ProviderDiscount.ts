import { MigrationInterface, QueryRunner } from "typeorm";

// A provider's discount as facts the operator enters (api/domain/discount.ts): its percent, and a
// code the booking URL carries or a link that applies it. Existing providers have none: the
// badge's ' - 5% Off' / ' - 10% Off' claimed a discount nobody applied.
export class ProviderDiscount1797600000001 implements MigrationInterface {
    name = 'ProviderDiscount1797600000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`discountPercent\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`discountCode\` varchar(40) NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`discountUrl\` varchar(2048) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`discountUrl\``);
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`discountCode\``);
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`discountPercent\``);
    }

}
