import { MigrationInterface, QueryRunner } from "typeorm";
import { carryContactKeys } from "../carryContactKeys";

// Idempotency keys move from contact_submissions to their own table, so a replay still finds its
// key after an admin deleted the message. Generated with migration:generate, plus the data carry.
export class IdempotencyKeys1795400000001 implements MigrationInterface {
    name = 'IdempotencyKeys1795400000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`idempotency_keys\` (\`idempotencyKey\` varchar(100) NOT NULL, \`scope\` varchar(32) NOT NULL, \`fingerprint\` varchar(64) NOT NULL, \`resultId\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`idempotencyKey\`)) ENGINE=InnoDB`);
        await carryContactKeys(queryRunner, (sql) => sql);
        await queryRunner.query(`DROP INDEX \`UQ_contact_idempotency_key\` ON \`contact_submissions\``);
        await queryRunner.query(`ALTER TABLE \`contact_submissions\` DROP COLUMN \`idempotencyKey\``);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`ALTER TABLE \`contact_submissions\` ADD \`idempotencyKey\` varchar(100) NULL`);
        await queryRunner.query(`CREATE UNIQUE INDEX \`UQ_contact_idempotency_key\` ON \`contact_submissions\` (\`idempotencyKey\`)`);
        await queryRunner.query(`UPDATE \`contact_submissions\` c JOIN \`idempotency_keys\` k ON k.\`scope\` = 'contact' AND k.\`resultId\` = c.\`id\` SET c.\`idempotencyKey\` = k.\`idempotencyKey\``);
        await queryRunner.query(`DROP TABLE \`idempotency_keys\``);
    }

}
