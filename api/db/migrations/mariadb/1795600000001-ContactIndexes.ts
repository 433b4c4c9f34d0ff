import { MigrationInterface, QueryRunner } from "typeorm";

// The inbox's two orders (all messages, unread only), newest first, as indexes.
export class ContactIndexes1795600000001 implements MigrationInterface {
    name = 'ContactIndexes1795600000001'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE INDEX \`IDX_contact_submissions_created\` ON \`contact_submissions\` (\`createdAt\`, \`id\`)`);
        await queryRunner.query(`CREATE INDEX \`IDX_contact_submissions_unread\` ON \`contact_submissions\` (\`isRead\`, \`createdAt\`, \`id\`)`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_contact_submissions_unread\` ON \`contact_submissions\``);
        await queryRunner.query(`DROP INDEX \`IDX_contact_submissions_created\` ON \`contact_submissions\``);
    }

}
