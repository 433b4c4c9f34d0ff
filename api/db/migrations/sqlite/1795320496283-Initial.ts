import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795320496283 implements MigrationInterface {
    name = 'Initial1795320496283'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE "ad_spots" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "location" varchar(64) NOT NULL, "adType" varchar(16) NOT NULL, "adCode" text, "imageUrl" varchar(2048), "linkUrl" varchar(2048), "isEnabled" boolean NOT NULL DEFAULT (1), "dimensions" varchar(16) NOT NULL DEFAULT ('728x90'), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE INDEX "IDX_ad_spots_location" ON "ad_spots" ("location") `);
        await queryRunner.query(`CREATE TABLE "contact_submissions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "email" varchar(255) NOT NULL, "subject" varchar(255) NOT NULL, "message" text NOT NULL, "isRead" boolean NOT NULL DEFAULT (0), "idempotencyKey" varchar(100), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE UNIQUE INDEX "UQ_contact_idempotency_key" ON "contact_submissions" ("idempotencyKey") `);
        await queryRunner.query(`CREATE TABLE "content_version" ("id" integer PRIMARY KEY NOT NULL, "version" integer NOT NULL DEFAULT (0))`);
        await queryRunner.query(`CREATE TABLE "faqs" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "question" varchar(255) NOT NULL, "answer" text NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE TABLE "login_throttle" ("key" varchar(255) PRIMARY KEY NOT NULL, "points" integer NOT NULL DEFAULT (0), "expire" bigint)`);
        await queryRunner.query(`CREATE TABLE "providers" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(255) NOT NULL, "slug" varchar(255) NOT NULL, "type" varchar(255) NOT NULL, "imageUrl" varchar(2048) NOT NULL, "badge" varchar(255), "rating" varchar(16) NOT NULL, "features" text NOT NULL, "priceRange" varchar(255) NOT NULL, "serviceArea" varchar(255) NOT NULL, "description" text NOT NULL, "shortDescription" varchar(255) NOT NULL, "bookingUrl" varchar(2048) NOT NULL, "mapCenter" text, "defaultZoom" integer DEFAULT (10), "routePoints" text, "routeColor" varchar(32) DEFAULT ('#FF6B6B'), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_cd3940cee2e13606345df5c5735" UNIQUE ("slug"))`);
        await queryRunner.query(`CREATE TABLE "resources" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "title" varchar(255) NOT NULL, "description" text NOT NULL, "imageUrl" varchar(2048) NOT NULL, "type" varchar(32) NOT NULL, "linkUrl" varchar(2048) NOT NULL, "linkText" varchar(255) NOT NULL, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime(6) NOT NULL DEFAULT (datetime('now')))`);
        await queryRunner.query(`CREATE TABLE "sessions" ("sid" varchar(255) PRIMARY KEY NOT NULL, "sess" text NOT NULL, "expired" datetime NOT NULL)`);
        await queryRunner.query(`CREATE INDEX "IDX_sessions_expired" ON "sessions" ("expired") `);
        await queryRunner.query(`CREATE TABLE "uploads" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "fileName" varchar(128) NOT NULL, "originalName" varchar(255) NOT NULL, "mimeType" varchar(64) NOT NULL, "byteSize" integer NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "uploadedBy" integer, "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_e184be2e9d71a1e2def0234f1ef" UNIQUE ("fileName"))`);
        await queryRunner.query(`CREATE TABLE "users" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "username" varchar(64) NOT NULL, "passwordHash" varchar(255) NOT NULL, "isAdmin" boolean NOT NULL DEFAULT (0), "createdAt" datetime(6) NOT NULL DEFAULT (datetime('now')), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"))`);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE "users"`);
        await queryRunner.query(`DROP TABLE "uploads"`);
        await queryRunner.query(`DROP INDEX "IDX_sessions_expired"`);
        await queryRunner.query(`DROP TABLE "sessions"`);
        await queryRunner.query(`DROP TABLE "resources"`);
        await queryRunner.query(`DROP TABLE "providers"`);
        await queryRunner.query(`DROP TABLE "login_throttle"`);
        await queryRunner.query(`DROP TABLE "faqs"`);
        await queryRunner.query(`DROP TABLE "content_version"`);
        await queryRunner.query(`DROP INDEX "UQ_contact_idempotency_key"`);
        await queryRunner.query(`DROP TABLE "contact_submissions"`);
        await queryRunner.query(`DROP INDEX "IDX_ad_spots_location"`);
        await queryRunner.query(`DROP TABLE "ad_spots"`);
    }

}
