import { MigrationInterface, QueryRunner } from "typeorm";

// Partners (integrators' keys, origins, quota and share), their daily click counts per provider and
// sub-ID, and the partner (with its sub-ID and share) on each kept click and conversion it brought.
export class Partners1797200000001 implements MigrationInterface {
    name = 'Partners1797200000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`partners\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`slug\` varchar(64) NOT NULL, \`allowedOrigins\` varchar(2000) NOT NULL, \`revenueShareBasisPoints\` int NOT NULL, \`contact\` varchar(200) NULL, \`webhookUrl\` varchar(500) NULL, \`quotaPerMinute\` int NOT NULL, \`keyHash\` varchar(64) NOT NULL, \`keyHint\` varchar(4) NOT NULL, \`disabledAt\` datetime(6) NULL, \`version\` int NOT NULL DEFAULT '1', \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_partners_key_hash\` (\`keyHash\`), UNIQUE INDEX \`UQ_partners_slug\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`partner_clicks\` (\`partnerId\` int NOT NULL, \`providerId\` int NOT NULL, \`partnerRef\` varchar(64) NOT NULL, \`day\` varchar(10) NOT NULL, \`clicks\` int NOT NULL DEFAULT '0', INDEX \`IDX_partner_clicks_partner_day\` (\`partnerId\`, \`day\`), PRIMARY KEY (\`partnerId\`, \`providerId\`, \`partnerRef\`, \`day\`)) ENGINE=InnoDB`);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD \`partnerId\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD \`partnerRef\` varchar(64) NULL`);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD \`partnerShareBasisPoints\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`kept_clicks\` ADD \`partnerId\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`kept_clicks\` ADD \`partnerRef\` varchar(64) NULL`);
        await queryRunner.query(`ALTER TABLE \`kept_clicks\` ADD \`partnerShareBasisPoints\` int NULL`);
        await queryRunner.query(`CREATE INDEX \`IDX_conversions_partner_created\` ON \`conversions\` (\`partnerId\`, \`createdAt\`)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_conversions_partner_created\` ON \`conversions\``);
        await queryRunner.query(`ALTER TABLE \`kept_clicks\` DROP COLUMN \`partnerShareBasisPoints\``);
        await queryRunner.query(`ALTER TABLE \`kept_clicks\` DROP COLUMN \`partnerRef\``);
        await queryRunner.query(`ALTER TABLE \`kept_clicks\` DROP COLUMN \`partnerId\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP COLUMN \`partnerShareBasisPoints\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP COLUMN \`partnerRef\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP COLUMN \`partnerId\``);
        await queryRunner.query(`DROP TABLE \`partner_clicks\``);
        await queryRunner.query(`DROP TABLE \`partners\``);
    }

}
