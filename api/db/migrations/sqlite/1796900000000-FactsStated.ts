import { MigrationInterface, QueryRunner } from "typeorm";
import { carryAccessibility, uncarryAccessibility } from "../accessibilityStated";

const sqliteQuotes = (sql: string) => sql.replace(/`/g, '"');

// Facts that say what was stated: accessibility becomes three-valued (each false stored before was
// "not ticked", now not stated: see ../accessibilityStated.ts), and the admin list of providers
// can be ordered and filtered by when their facts were checked (an index like the other sorts').
export class FactsStated1796900000000 implements MigrationInterface {
    name = 'FactsStated1796900000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await carryAccessibility(queryRunner, sqliteQuotes);
        await queryRunner.query(`CREATE INDEX "IDX_providers_archived_checked" ON "providers" ("archivedAt", "factsCheckedOn")`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX "IDX_providers_archived_checked"`);
        await uncarryAccessibility(queryRunner, sqliteQuotes);
    }

}
