import { MigrationInterface, QueryRunner } from "typeorm";

// Users get a session stamp, raised when their password is reset: a session holding an older one
// has ended. Every user starts at 0, which is also what sessions made before it read as, so nobody
// is signed out by the upgrade. SQLite adds a column with a constant default in place.
export class SessionEpoch1796050000000 implements MigrationInterface {
    name = 'SessionEpoch1796050000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "sessionEpoch" integer NOT NULL DEFAULT (0)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "sessionEpoch"`);
    }

}
