import { MigrationInterface, QueryRunner } from "typeorm";

// Two-factor sign-in: an enrolment started but not confirmed keeps its secret beside the one in use,
// so setting up a new authenticator never turns two-factor sign-in off in between.
export class TwoFactorEnrolment1796500000001 implements MigrationInterface {
    name = 'TwoFactorEnrolment1796500000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`totpPendingSecret\` varchar(64) NULL`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`totpPendingSecret\``);
    }

}
