import { MigrationInterface, QueryRunner } from "typeorm";

// Affiliate programs, the conversions their networks report (one per program and order), and each status a conversion took once. Generated from the entities (schema builder's log).
export class AffiliatePrograms1796200100001 implements MigrationInterface {
    name = 'AffiliatePrograms1796200100001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`affiliate_programs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`slug\` varchar(64) NOT NULL, \`secretHash\` varchar(64) NOT NULL, \`secretHint\` varchar(4) NOT NULL, \`providerIds\` varchar(2000) NOT NULL, \`subIdParam\` varchar(32) NOT NULL, \`claimWindowDays\` int NOT NULL, \`lastPostbackAt\` datetime(6) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_affiliate_programs_slug\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`conversions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`programId\` int NOT NULL, \`orderId\` varchar(100) NOT NULL, \`clickId\` varchar(64) NULL, \`attributed\` tinyint NOT NULL DEFAULT 0, \`providerId\` int NULL, \`page\` varchar(16) NULL, \`status\` varchar(16) NOT NULL, \`commissionCents\` int NOT NULL, \`currency\` varchar(3) NOT NULL, \`valueCents\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_conversions_created\` (\`createdAt\`), UNIQUE INDEX \`UQ_conversions_program_order\` (\`programId\`, \`orderId\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`conversion_events\` (\`conversionId\` int NOT NULL, \`status\` varchar(16) NOT NULL, \`commissionCents\` int NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`conversionId\`, \`status\`)) ENGINE=InnoDB`);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD CONSTRAINT \`FK_conversions_program\` FOREIGN KEY (\`programId\`) REFERENCES \`affiliate_programs\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
        await queryRunner.query(`ALTER TABLE \`conversion_events\` ADD CONSTRAINT \`FK_conversion_events_conversion\` FOREIGN KEY (\`conversionId\`) REFERENCES \`conversions\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`conversion_events\` DROP FOREIGN KEY \`FK_conversion_events_conversion\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP FOREIGN KEY \`FK_conversions_program\``);
        await queryRunner.query(`DROP TABLE \`conversion_events\``);
        await queryRunner.query(`DROP INDEX \`UQ_conversions_program_order\` ON \`conversions\``);
        await queryRunner.query(`DROP INDEX \`IDX_conversions_created\` ON \`conversions\``);
        await queryRunner.query(`DROP TABLE \`conversions\``);
        await queryRunner.query(`DROP INDEX \`UQ_affiliate_programs_slug\` ON \`affiliate_programs\``);
        await queryRunner.query(`DROP TABLE \`affiliate_programs\``);
    }

}
