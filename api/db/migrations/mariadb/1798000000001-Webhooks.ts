import { MigrationInterface, QueryRunner } from "typeorm";

// Webhooks (issue 32): the deliveries queue and log, and each partner's signing secret. Expand-only:
// a new table and a nullable column, which existing partners get filled with a new random secret
// (an owner sees it by making a new one: it was never shown).
export class Webhooks1798000000001 implements MigrationInterface {
    name = 'Webhooks1798000000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`webhook_deliveries\` (\`id\` varchar(36) NOT NULL, \`eventId\` varchar(36) NOT NULL, \`partnerId\` int NOT NULL, \`type\` varchar(40) NOT NULL, \`body\` text NOT NULL, \`status\` varchar(16) NOT NULL, \`attempts\` int NOT NULL DEFAULT '0', \`nextAttemptAt\` datetime(6) NOT NULL, \`leaseUntil\` datetime(6) NULL, \`lastStatus\` int NULL, \`lastError\` varchar(200) NULL, \`lastAttemptAt\` datetime(6) NULL, \`deliveredAt\` datetime(6) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_webhook_deliveries_due\` (\`status\`, \`nextAttemptAt\`), INDEX \`IDX_webhook_deliveries_partner_created\` (\`partnerId\`, \`createdAt\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`ALTER TABLE \`partners\` ADD \`webhookSecret\` varchar(100) NULL`);
        await queryRunner.query(`UPDATE \`partners\` SET \`webhookSecret\` = CONCAT('rdu_whsec_', LOWER(HEX(RANDOM_BYTES(32)))) WHERE \`webhookSecret\` IS NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`partners\` DROP COLUMN \`webhookSecret\``);
        await queryRunner.query(`DROP TABLE \`webhook_deliveries\``);
    }

}
