import { MigrationInterface, QueryRunner } from "typeorm";

// Airport options (issue 35, item 8): what exists at the airport at any hour, kept by the operator.
// Expand-only: a new table.
export class AirportOptions1798050000001 implements MigrationInterface {
    name = 'AirportOptions1798050000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`airport_options\` (\`id\` int NOT NULL AUTO_INCREMENT, \`version\` int NOT NULL DEFAULT '1', \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`title\` varchar(120) NOT NULL, \`description\` varchar(1000) NOT NULL, \`availability\` varchar(120) NOT NULL, \`linkUrl\` varchar(2048) NULL, \`phone\` varchar(32) NULL, \`accessible\` tinyint NOT NULL DEFAULT 0, \`enabled\` tinyint NOT NULL DEFAULT 1, \`position\` int NOT NULL DEFAULT '0', INDEX \`IDX_airport_options_position\` (\`position\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE \`airport_options\``);
    }

}
