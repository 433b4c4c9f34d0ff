import { MigrationInterface, QueryRunner } from "typeorm";

// FAQs get a place in the site's order (1 is first). Existing FAQs keep the order the site showed
// them in (by id), numbered 1..n; the index serves the public list and the admin's sort. Written by
// hand in the shape migration:generate gives for MariaDB (which cannot read the table it updates in
// a plain subquery, hence the ranked derived table).
export class FaqOrder1796300000001 implements MigrationInterface {
    name = 'FaqOrder1796300000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`faqs\` ADD \`position\` int NOT NULL DEFAULT '0'`);
        await queryRunner.query(`UPDATE \`faqs\` INNER JOIN (SELECT \`id\`, ROW_NUMBER() OVER (ORDER BY \`id\`) AS \`place\` FROM \`faqs\`) AS \`ranked\` ON \`ranked\`.\`id\` = \`faqs\`.\`id\` SET \`faqs\`.\`position\` = \`ranked\`.\`place\``);
        await queryRunner.query(`CREATE INDEX \`IDX_faqs_position\` ON \`faqs\` (\`position\`)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_faqs_position\` ON \`faqs\``);
        await queryRunner.query(`ALTER TABLE \`faqs\` DROP COLUMN \`position\``);
    }

}
