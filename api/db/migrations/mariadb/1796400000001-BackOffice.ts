import { MigrationInterface, QueryRunner } from "typeorm";

// The back office's trust: a version on every editable record (a stale save stores nothing),
// archiving for providers and affiliate programs (history is never deleted with them), the audit
// trail (its changes in a MEDIUMTEXT: a provider's long texts before and after outgrow TEXT), roles
// and account security for users, site settings and the sessions list. Every record starts at
// version 1. An administrator (isAdmin) becomes an OWNER, as they could do everything before; a
// user who was not one stays without a role. isAdmin itself is kept (expand only): the previous
// release reads it while a rolling upgrade runs (docs/operations.md, "Upgrades"); AdminFlagKept
// keeps it in step with the role, and a later release drops it.
export class BackOffice1796400000001 implements MigrationInterface {
    name = 'BackOffice1796400000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`session_logins\` (\`sid\` varchar(255) NOT NULL, \`userId\` int NOT NULL, \`address\` varchar(64) NULL, \`userAgent\` varchar(255) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_session_logins_user\` (\`userId\`), PRIMARY KEY (\`sid\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`site_settings\` (\`key\` varchar(64) NOT NULL, \`value\` varchar(255) NOT NULL, \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`key\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`audit_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`at\` datetime(6) NOT NULL, \`actorId\` int NULL, \`actorName\` varchar(64) NOT NULL, \`actorRole\` varchar(16) NULL, \`address\` varchar(64) NULL, \`action\` varchar(32) NOT NULL, \`entityType\` varchar(32) NOT NULL, \`entityId\` int NULL, \`entityLabel\` varchar(255) NULL, \`version\` int NULL, \`changes\` mediumtext NOT NULL, \`note\` varchar(255) NULL, \`revertOf\` int NULL, INDEX \`IDX_audit_events_at\` (\`at\`), INDEX \`IDX_audit_events_entity\` (\`entityType\`, \`entityId\`, \`id\`), INDEX \`IDX_audit_events_actor\` (\`actorId\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`archivedAt\` datetime(6) NULL`);
        await queryRunner.query(`ALTER TABLE \`providers\` ADD \`redirectToId\` int NULL`);
        for (const table of ["providers", "resources", "faqs", "ad_spots"]) {
            await queryRunner.query(`ALTER TABLE \`${table}\` ADD \`version\` int NOT NULL DEFAULT '1'`);
        }
        await queryRunner.query(`ALTER TABLE \`affiliate_programs\` ADD \`archivedAt\` datetime(6) NULL`);
        await queryRunner.query(`ALTER TABLE \`affiliate_programs\` ADD \`version\` int NOT NULL DEFAULT '1'`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`role\` varchar(16) NULL`);
        await queryRunner.query(`UPDATE \`users\` SET \`role\` = 'OWNER' WHERE \`isAdmin\` = 1`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`disabledAt\` datetime(6) NULL`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`mustChangePassword\` tinyint NOT NULL DEFAULT 0`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`passwordChangedAt\` datetime(6) NULL`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`totpSecret\` varchar(64) NULL`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`totpEnabledAt\` datetime(6) NULL`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`totpLastStep\` int NULL`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`recoveryCodes\` text NULL`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`lastSignInAt\` datetime(6) NULL`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`version\` int NOT NULL DEFAULT '1'`);
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        for (const column of ["updatedAt", "version", "lastSignInAt", "recoveryCodes", "totpLastStep", "totpEnabledAt", "totpSecret", "passwordChangedAt", "mustChangePassword", "disabledAt"]) {
            await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`${column}\``);
        }
        await queryRunner.query(`UPDATE \`users\` SET \`isAdmin\` = 1 WHERE \`role\` IS NOT NULL`);
        await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`role\``);
        await queryRunner.query(`ALTER TABLE \`affiliate_programs\` DROP COLUMN \`version\``);
        await queryRunner.query(`ALTER TABLE \`affiliate_programs\` DROP COLUMN \`archivedAt\``);
        for (const table of ["ad_spots", "faqs", "resources", "providers"]) {
            await queryRunner.query(`ALTER TABLE \`${table}\` DROP COLUMN \`version\``);
        }
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`redirectToId\``);
        await queryRunner.query(`ALTER TABLE \`providers\` DROP COLUMN \`archivedAt\``);
        await queryRunner.query(`DROP TABLE \`audit_events\``);
        await queryRunner.query(`DROP TABLE \`site_settings\``);
        await queryRunner.query(`DROP TABLE \`session_logins\``);
    }

}
