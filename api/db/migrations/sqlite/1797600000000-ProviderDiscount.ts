import { MigrationInterface, QueryRunner } from "typeorm";

// A provider's discount as facts the operator enters (api/domain/discount.ts): its percent, and a
// code the booking URL carries or a link that applies it. Existing providers have none: the
// badge's ' - 5% Off' / ' - 10% Off' claimed a discount nobody applied.
export class ProviderDiscount1797600000000 implements MigrationInterface {
    name = 'ProviderDiscount1797600000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "discountPercent" integer`);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "discountCode" varchar(40)`);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "discountUrl" varchar(2048)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "discountUrl"`);
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "discountCode"`);
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "discountPercent"`);
    }

}
