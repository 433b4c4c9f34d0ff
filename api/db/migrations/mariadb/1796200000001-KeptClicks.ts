import { MigrationInterface, QueryRunner } from "typeorm";

// Each counted booking click is kept by its id (with the trip its link carried) for conversions to find. Generated from the entities (schema builder's log).
export class KeptClicks1796200000001 implements MigrationInterface {
    name = 'KeptClicks1796200000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`kept_clicks\` (\`clickId\` varchar(64) NOT NULL, \`providerId\` int NOT NULL, \`page\` varchar(16) NOT NULL, \`fromPlace\` varchar(64) NULL, \`toPlace\` varchar(64) NULL, \`tripDate\` varchar(10) NULL, \`tripTime\` varchar(5) NULL, \`passengers\` int NULL, \`bags\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_kept_clicks_provider_created\` (\`providerId\`, \`createdAt\`), INDEX \`IDX_kept_clicks_created\` (\`createdAt\`), PRIMARY KEY (\`clickId\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_kept_clicks_created\` ON \`kept_clicks\``);
        await queryRunner.query(`DROP INDEX \`IDX_kept_clicks_provider_created\` ON \`kept_clicks\``);
        await queryRunner.query(`DROP TABLE \`kept_clicks\``);
    }

}
