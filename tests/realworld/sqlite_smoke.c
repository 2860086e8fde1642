/* Smoke test of an SQLite built by oxacc: schema, prepared inserts in a transaction, queries
 * with aggregates, an index, a join, a rollback, and string and math functions. Exits 0 when every
 * result is the one expected. */
#include <stdio.h>
#include <string.h>
#include "sqlite3.h"

static int failures;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "sqlite smoke: check failed at line %d: %s\n", __LINE__, #cond);       \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static void exec(sqlite3 *db, const char *sql)
{
    char *err = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
        fprintf(stderr, "sqlite smoke: %s: %s\n", sql, err ? err : "?");
        sqlite3_free(err);
        failures++;
    }
}

static sqlite3_int64 scalar_int(sqlite3 *db, const char *sql)
{
    sqlite3_stmt *st;
    sqlite3_int64 v = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        fprintf(stderr, "sqlite smoke: prepare %s: %s\n", sql, sqlite3_errmsg(db));
        failures++;
        return v;
    }
    if (sqlite3_step(st) == SQLITE_ROW)
        v = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    return v;
}

static void scalar_text(sqlite3 *db, const char *sql, char *out, size_t n)
{
    sqlite3_stmt *st;
    out[0] = 0;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        failures++;
        return;
    }
    if (sqlite3_step(st) == SQLITE_ROW) {
        const unsigned char *t = sqlite3_column_text(st, 0);
        snprintf(out, n, "%s", t ? (const char *)t : "NULL");
    }
    sqlite3_finalize(st);
}

int main(void)
{
    sqlite3 *db;
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) {
        fprintf(stderr, "sqlite smoke: cannot open\n");
        return 1;
    }
    printf("SQLite %s\n", sqlite3_libversion());
    exec(db, "CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL, qty INTEGER, price REAL, cat INTEGER)");
    exec(db, "CREATE TABLE category(id INTEGER PRIMARY KEY, label TEXT)");
    exec(db, "INSERT INTO category VALUES (0,'zero'),(1,'one'),(2,'two'),(3,'three'),(4,'four')");

    sqlite3_stmt *ins;
    CHECK(sqlite3_prepare_v2(db, "INSERT INTO item(name, qty, price, cat) VALUES (?1, ?2, ?3, ?4)", -1, &ins, NULL) ==
          SQLITE_OK);
    exec(db, "BEGIN");
    char name[32];
    for (int i = 1; i <= 10000; i++) {
        snprintf(name, sizeof name, "item-%05d", i);
        sqlite3_bind_text(ins, 1, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(ins, 2, i % 100);
        sqlite3_bind_double(ins, 3, i * 0.25);
        sqlite3_bind_int(ins, 4, i % 5);
        CHECK(sqlite3_step(ins) == SQLITE_DONE);
        sqlite3_reset(ins);
    }
    exec(db, "COMMIT");
    sqlite3_finalize(ins);

    CHECK(scalar_int(db, "SELECT count(*) FROM item") == 10000);
    CHECK(scalar_int(db, "SELECT sum(qty) FROM item") == 100 * 4950);
    CHECK(scalar_int(db, "SELECT CAST(sum(price) * 4 AS INTEGER) FROM item") == 50005000);
    exec(db, "CREATE INDEX item_qty ON item(qty)");
    CHECK(scalar_int(db, "SELECT count(*) FROM item WHERE qty = 42") == 100);
    CHECK(scalar_int(db, "SELECT max(id) FROM item WHERE qty BETWEEN 10 AND 12") == 9912);
    CHECK(scalar_int(db, "SELECT count(*) FROM item i JOIN category c ON i.cat = c.id WHERE c.label = 'three'") ==
          2000);
    CHECK(scalar_int(db, "SELECT count(*) FROM (SELECT cat, avg(qty) a FROM item GROUP BY cat HAVING a > 49)") == 3);

    char text[128];
    scalar_text(db, "SELECT group_concat(label, ',') FROM (SELECT label FROM category ORDER BY id DESC)", text,
                sizeof text);
    CHECK(strcmp(text, "four,three,two,one,zero") == 0);
    scalar_text(db, "SELECT upper(substr(name, 1, 4)) || length(name) FROM item WHERE id = 77", text, sizeof text);
    CHECK(strcmp(text, "ITEM10") == 0);
    scalar_text(db, "SELECT printf('%.3f', 22.0 / 7)", text, sizeof text);
    CHECK(strcmp(text, "3.143") == 0);

    exec(db, "BEGIN");
    exec(db, "DELETE FROM item WHERE cat = 1");
    CHECK(scalar_int(db, "SELECT count(*) FROM item") == 8000);
    exec(db, "ROLLBACK");
    CHECK(scalar_int(db, "SELECT count(*) FROM item") == 10000);

    exec(db, "UPDATE item SET qty = qty + 1 WHERE id % 1000 = 0");
    CHECK(sqlite3_changes(db) == 10);
    CHECK(scalar_int(db, "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100) "
                         "SELECT sum(x) FROM n") == 5050);
    scalar_text(db, "PRAGMA integrity_check", text, sizeof text);
    CHECK(strcmp(text, "ok") == 0);

    sqlite3_close(db);
    if (failures) {
        printf("sqlite smoke: %d check(s) failed\n", failures);
        return 1;
    }
    printf("sqlite smoke: all checks passed\n");
    return 0;
}
