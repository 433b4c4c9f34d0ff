import { MigrationInterface, QueryRunner } from "typeorm";
import { agreeFacts } from "../factsAgree";

// Facts that cannot contradict themselves (issue 31): "around the clock" is a choice of its own (no
// openings now means closed), a provider can be marked not operating, and the price range and
// service area are derived from the fares and the places served. agreeFacts keeps what each
// provider publishes today (no openings: around the clock; a place served without a fare: the
// price range's low end).

const sqliteQuotes = (sql: string) => sql.replace(/`/g, '"');

export class FactsAgree1797000000000 implements MigrationInterface {
    name = 'FactsAgree1797000000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "aroundTheClock" boolean NOT NULL DEFAULT (0)`);
        await queryRunner.query(`ALTER TABLE "providers" ADD COLUMN "operating" boolean NOT NULL DEFAULT (1)`);
        await agreeFacts(queryRunner, sqliteQuotes);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "operating"`);
        await queryRunner.query(`ALTER TABLE "providers" DROP COLUMN "aroundTheClock"`);
    }
}
