import { MigrationInterface, QueryRunner } from "typeorm";

// The limit counters' table was named for its first use (failed logins) but holds the contact and
// booking-click counters too: renamed, rows kept. A rename: processes of the release before it stop
// finding their table, so the upgrade is done with every process stopped (docs/deploy.md).
export class ThrottleCounters1796250000001 implements MigrationInterface {
    name = 'ThrottleCounters1796250000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`RENAME TABLE \`login_throttle\` TO \`throttle_counters\``);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`RENAME TABLE \`throttle_counters\` TO \`login_throttle\``);
    }

}
