import { MigrationInterface, QueryRunner } from "typeorm";

// What a provider's price is and covers (issue 35, api/domain/facts.ts): fixed or metered, the tip,
// the bags per traveller and the extra-bag fee (cents), the group minimum. All nullable: existing
// providers state none of them, and the previous release ignores the columns.
export class PriceTerms1798040000000 implements MigrationInterface {
    name = 'PriceTerms1798040000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "priceKind" varchar(16)`);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "tipIncluded" boolean`);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "bagsPerTraveller" integer`);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "extraBagFeeCents" integer`);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "minPassengers" integer`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "minPassengers"`);
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "extraBagFeeCents"`);
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "bagsPerTraveller"`);
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "tipIncluded"`);
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "priceKind"`);
    }

}
