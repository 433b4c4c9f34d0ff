import { MigrationInterface, QueryRunner } from "typeorm";

// users.isAdmin stays while the previous release may still run (expand then contract,
// docs/operations.md "Upgrades"): that release reads it on every signed-in call. A database that ran
// BackOffice before it kept the column (a development or test database) gets it back; on every
// database it is set from the role as the app now keeps it (User.legacyAdminFlag): an enabled OWNER
// only, so a process of the previous release never grants an EDITOR or a disabled account more.
export class AdminFlagKept1798060000000 implements MigrationInterface {
    name = 'AdminFlagKept1798060000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        if (!(await queryRunner.hasColumn("users", "isAdmin"))) {
            await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "isAdmin" boolean NOT NULL DEFAULT (0)`);
        }
        await queryRunner.query(`UPDATE "users" SET "isAdmin" = CASE WHEN "role" = 'OWNER' AND "disabledAt" IS NULL THEN 1 ELSE 0 END`);
    }

    public async down(): Promise<void> {
        // Nothing to undo: BackOffice's own down reads the column as it stands.
    }

}
