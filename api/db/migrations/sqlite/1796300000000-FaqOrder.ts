import { MigrationInterface, QueryRunner } from "typeorm";

// FAQs get a place in the site's order (1 is first). Existing FAQs keep the order the site showed
// them in (by id), numbered 1..n; the index serves the public list and the admin's sort.
export class FaqOrder1796300000000 implements MigrationInterface {
    name = 'FaqOrder1796300000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "faqs" ADD COLUMN "position" integer NOT NULL DEFAULT (0)`);
        await queryRunner.query(`UPDATE "faqs" SET "position" = (SELECT COUNT(*) FROM "faqs" AS "earlier" WHERE "earlier"."id" <= "faqs"."id")`);
        await queryRunner.query(`CREATE INDEX "IDX_faqs_position" ON "faqs" ("position") `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_faqs_position"`);
        await queryRunner.query(`ALTER TABLE "faqs" DROP COLUMN "position"`);
    }

}
