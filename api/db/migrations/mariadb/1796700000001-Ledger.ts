import { MigrationInterface, QueryRunner } from "typeorm";

// The ledger adds up (issue 31): a conversion keeps when its credited click was counted (the
// conversion rate counts a click in its own period), why it is unattributed, and what a reversal
// lost and from which status (paid: a clawback); its events become its history, a status taking
// corrected commissions as revisions 1, 2... Existing rows are filled in from the kept clicks, the
// programs and the events: a reversed conversion lost the commission of its last event before the
// reversal (or, reported reversed at once, its own); an unattributed one gets the reason that held
// when it was reported (a sub-ID outside the site's pattern was refused then, so none is 'not-issued').
// The primary key is dropped and made in one statement: the foreign key on conversionId needs an index throughout.
export class Ledger1796700000001 implements MigrationInterface {
    name = 'Ledger1796700000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD \`clickedAt\` datetime(6) NULL`);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD \`unattributedReason\` varchar(16) NULL`);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD \`lostCents\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`conversions\` ADD \`reversedFrom\` varchar(16) NULL`);
        await queryRunner.query(`ALTER TABLE \`conversion_events\` ADD \`revision\` int NOT NULL DEFAULT '0'`);
        await queryRunner.query(`ALTER TABLE \`conversion_events\` DROP PRIMARY KEY, ADD PRIMARY KEY (\`conversionId\`, \`status\`, \`revision\`)`);

        await queryRunner.query(`UPDATE \`conversions\` c SET c.\`clickedAt\` = (SELECT k.\`createdAt\` FROM \`kept_clicks\` k WHERE k.\`clickId\` = c.\`clickId\`) WHERE c.\`attributed\` = 1`);
        await queryRunner.query(`UPDATE \`conversions\` c SET c.\`unattributedReason\` = CASE
            WHEN c.\`clickId\` IS NULL THEN 'no-sub-id'
            WHEN NOT EXISTS (SELECT 1 FROM \`kept_clicks\` k WHERE k.\`clickId\` = c.\`clickId\` AND k.\`createdAt\` <= c.\`createdAt\`) THEN 'unknown-click'
            WHEN EXISTS (SELECT 1 FROM \`kept_clicks\` k, \`affiliate_programs\` p WHERE k.\`clickId\` = c.\`clickId\` AND p.\`id\` = c.\`programId\` AND TIMESTAMPDIFF(MICROSECOND, k.\`createdAt\`, c.\`createdAt\`) > p.\`claimWindowDays\` * 86400000000) THEN 'outside-window'
            ELSE 'not-covered' END
            WHERE c.\`attributed\` = 0`);
        const before = (column: string) => `(SELECT e.\`${column}\` FROM \`conversion_events\` e WHERE e.\`conversionId\` = c.\`id\` AND e.\`status\` <> 'reversed' ORDER BY e.\`createdAt\` DESC, FIELD(e.\`status\`, 'booked', 'confirmed', 'paid') DESC LIMIT 1)`;
        await queryRunner.query(`UPDATE \`conversions\` c SET c.\`reversedFrom\` = ${before("status")}, c.\`lostCents\` = COALESCE(${before("commissionCents")}, c.\`commissionCents\`) WHERE c.\`status\` = 'reversed'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DELETE FROM \`conversion_events\` WHERE \`revision\` <> 0`);
        await queryRunner.query(`ALTER TABLE \`conversion_events\` DROP PRIMARY KEY, ADD PRIMARY KEY (\`conversionId\`, \`status\`)`);
        await queryRunner.query(`ALTER TABLE \`conversion_events\` DROP COLUMN \`revision\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP COLUMN \`reversedFrom\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP COLUMN \`lostCents\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP COLUMN \`unattributedReason\``);
        await queryRunner.query(`ALTER TABLE \`conversions\` DROP COLUMN \`clickedAt\``);
    }

}
