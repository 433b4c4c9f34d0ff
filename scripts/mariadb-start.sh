#!/usr/bin/env bash
# Starts a local MariaDB on 127.0.0.1:3306 (no systemd on these machines) and creates the
# test user. Idempotent: does nothing when a server already answers.
set -euo pipefail
if ! command -v mariadbd >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mariadb-server >/dev/null
fi
if mariadb-admin ping --silent 2>/dev/null; then
  echo "MariaDB already running"
else
  mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld
  if [ ! -d /var/lib/mysql/mysql ]; then
    mariadb-install-db --user=mysql --datadir=/var/lib/mysql >/dev/null
  fi
  (mariadbd --user=mysql --bind-address=127.0.0.1 --port=3306 >/tmp/mariadbd.log 2>&1 &)
  for _ in $(seq 1 60); do
    mariadb-admin ping --silent 2>/dev/null && break
    sleep 0.5
  done
  mariadb-admin ping --silent >/dev/null
fi
# A user that may create and drop the throwaway databases the integration suite makes.
mariadb -uroot <<'SQL'
CREATE USER IF NOT EXISTS 'rdu'@'127.0.0.1' IDENTIFIED BY 'rdu';
CREATE USER IF NOT EXISTS 'rdu'@'localhost' IDENTIFIED BY 'rdu';
GRANT ALL PRIVILEGES ON *.* TO 'rdu'@'127.0.0.1';
GRANT ALL PRIVILEGES ON *.* TO 'rdu'@'localhost';
CREATE DATABASE IF NOT EXISTS rdu CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
FLUSH PRIVILEGES;
SQL
echo "MariaDB ready: mysql://rdu:rdu@127.0.0.1:3306/rdu"
