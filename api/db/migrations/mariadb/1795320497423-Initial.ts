import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795320497423 implements MigrationInterface {
    name = 'Initial1795320497423'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE \`ad_spots\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`location\` varchar(64) NOT NULL, \`adType\` varchar(16) NOT NULL, \`adCode\` text NULL, \`imageUrl\` varchar(2048) NULL, \`linkUrl\` varchar(2048) NULL, \`isEnabled\` tinyint NOT NULL DEFAULT 1, \`dimensions\` varchar(16) NOT NULL DEFAULT '728x90', \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_ad_spots_location\` (\`location\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`contact_submissions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`email\` varchar(255) NOT NULL, \`subject\` varchar(255) NOT NULL, \`message\` text NOT NULL, \`isRead\` tinyint NOT NULL DEFAULT 0, \`idempotencyKey\` varchar(100) NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_contact_idempotency_key\` (\`idempotencyKey\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`content_version\` (\`id\` int NOT NULL, \`version\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`faqs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`question\` varchar(255) NOT NULL, \`answer\` text NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`login_throttle\` (\`key\` varchar(255) NOT NULL, \`points\` int NOT NULL DEFAULT '0', \`expire\` bigint NULL, PRIMARY KEY (\`key\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`providers\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(255) NOT NULL, \`slug\` varchar(255) NOT NULL, \`type\` varchar(255) NOT NULL, \`imageUrl\` varchar(2048) NOT NULL, \`badge\` varchar(255) NULL, \`rating\` varchar(16) NOT NULL, \`features\` text NOT NULL, \`priceRange\` varchar(255) NOT NULL, \`serviceArea\` varchar(255) NOT NULL, \`description\` text NOT NULL, \`shortDescription\` varchar(255) NOT NULL, \`bookingUrl\` varchar(2048) NOT NULL, \`mapCenter\` text NULL, \`defaultZoom\` int NULL DEFAULT '10', \`routePoints\` text NULL, \`routeColor\` varchar(32) NULL DEFAULT '#FF6B6B', \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_cd3940cee2e13606345df5c573\` (\`slug\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`resources\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(255) NOT NULL, \`description\` text NOT NULL, \`imageUrl\` varchar(2048) NOT NULL, \`type\` varchar(32) NOT NULL, \`linkUrl\` varchar(2048) NOT NULL, \`linkText\` varchar(255) NOT NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`sessions\` (\`sid\` varchar(255) NOT NULL, \`sess\` text NOT NULL, \`expired\` datetime NOT NULL, INDEX \`IDX_sessions_expired\` (\`expired\`), PRIMARY KEY (\`sid\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`uploads\` (\`id\` int NOT NULL AUTO_INCREMENT, \`fileName\` varchar(128) NOT NULL, \`originalName\` varchar(255) NOT NULL, \`mimeType\` varchar(64) NOT NULL, \`byteSize\` int NOT NULL, \`width\` int NOT NULL, \`height\` int NOT NULL, \`uploadedBy\` int NULL, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_e184be2e9d71a1e2def0234f1e\` (\`fileName\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
        await queryRunner.query(`CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`username\` varchar(64) NOT NULL, \`passwordHash\` varchar(255) NOT NULL, \`isAdmin\` tinyint NOT NULL DEFAULT 0, \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_fe0bb3f6520ee0469504521e71\` (\`username\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP INDEX \`IDX_fe0bb3f6520ee0469504521e71\` ON \`users\``);
        await queryRunner.query(`DROP TABLE \`users\``);
        await queryRunner.query(`DROP INDEX \`IDX_e184be2e9d71a1e2def0234f1e\` ON \`uploads\``);
        await queryRunner.query(`DROP TABLE \`uploads\``);
        await queryRunner.query(`DROP INDEX \`IDX_sessions_expired\` ON \`sessions\``);
        await queryRunner.query(`DROP TABLE \`sessions\``);
        await queryRunner.query(`DROP TABLE \`resources\``);
        await queryRunner.query(`DROP INDEX \`IDX_cd3940cee2e13606345df5c573\` ON \`providers\``);
        await queryRunner.query(`DROP TABLE \`providers\``);
        await queryRunner.query(`DROP TABLE \`login_throttle\``);
        await queryRunner.query(`DROP TABLE \`faqs\``);
        await queryRunner.query(`DROP TABLE \`content_version\``);
        await queryRunner.query(`DROP INDEX \`UQ_contact_idempotency_key\` ON \`contact_submissions\``);
        await queryRunner.query(`DROP TABLE \`contact_submissions\``);
        await queryRunner.query(`DROP INDEX \`IDX_ad_spots_location\` ON \`ad_spots\``);
        await queryRunner.query(`DROP TABLE \`ad_spots\``);
    }

}
