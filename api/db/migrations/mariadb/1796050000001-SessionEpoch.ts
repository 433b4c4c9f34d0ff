import { MigrationInterface, QueryRunner } from "typeorm";

// Users get a session stamp, raised when their password is reset: a session holding an older one
// has ended. Every user starts at 0, which is also what sessions made before it read as, so nobody
// is signed out by the upgrade. Written by hand in the shape migration:generate gives for MariaDB.
export class SessionEpoch1796050000001 implements MigrationInterface {
    name = 'SessionEpoch1796050000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`users\` ADD \`sessionEpoch\` int NOT NULL DEFAULT '0'`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`sessionEpoch\``);
    }

}
