import { MigrationInterface, QueryRunner } from "typeorm";

// Renamed slugs keep working (issue 31, item 14): a provider's and an affiliate program's earlier slugs.
export class SlugHistory1797100000001 implements MigrationInterface {
    name = 'SlugHistory1797100000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`slug_history\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(32) NOT NULL, \`oldSlug\` varchar(255) NOT NULL, \`recordId\` int NOT NULL, \`lastUsedAt\` datetime(6) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_slug_history_kind_slug\` (\`kind\`, \`oldSlug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`UQ_slug_history_kind_slug\` ON \`slug_history\``);
        await queryRunner.query(`DROP TABLE \`slug_history\``);
    }

}
