/* qsort and bsearch (C11 7.22.5.1, 7.22.5.2) in a compute region (OpenACC 3.3, 2.5.1) with a
 * comparison function of the file (a device function there): the region ran on the host
 * only ("a call of 'qsort', which has no definition in this file"). Each iteration sorts its
 * own row of records by a key with many ties (the result must be glibc's: its merge sort is
 * stable), of lengths 0 to 100 (past the insertion runs, odd merges), and looks up keys
 * present and absent with bsearch (the element found among equal ones must be glibc's). */
#include <stdlib.h>
#include <string.h>
#include "check.h"

enum { R = 12, M = 100 };
struct rec {
    int key;
    short tag;
    char pad[5];
};

static int by_key(const void *a, const void *b) {
    const struct rec *x = a, *y = b;
    return (x->key > y->key) - (x->key < y->key);
}

int main(void) {
    static struct rec rows[R][M], want[R][M];
    static long found[R][8], wfound[R][8];
    int len[R];
    unsigned s = 12345;
    for (int r = 0; r < R; r++) {
        len[r] = r == 0 ? 0 : r == 1 ? 1 : (r * 37) % (M + 1);
        for (int i = 0; i < M; i++) {
            s = s * 1103515245u + 12345u;
            rows[r][i].key = (int)((s >> 16) % (r % 3 == 0 ? 5 : 1000)) - 2;
            rows[r][i].tag = (short)i;
            memset(rows[r][i].pad, r, sizeof rows[r][i].pad);
        }
    }
    memcpy(want, rows, sizeof rows);
#pragma acc parallel loop copy(rows) copyin(len) copyout(found)
    for (int r = 0; r < R; r++) {
        qsort(rows[r], (size_t)len[r], sizeof(struct rec), by_key);
        for (int k = 0; k < 8; k++) {
            struct rec key = {k < 4 ? k - 2 : k * 130 - 3, 0, {0}};
            struct rec *p = bsearch(&key, rows[r], (size_t)len[r], sizeof(struct rec), by_key);
            found[r][k] = p ? (long)(p - rows[r]) : -1;
        }
    }
    for (int r = 0; r < R; r++) {
        qsort(want[r], (size_t)len[r], sizeof(struct rec), by_key);
        for (int k = 0; k < 8; k++) {
            struct rec key = {k < 4 ? k - 2 : k * 130 - 3, 0, {0}};
            struct rec *p = bsearch(&key, want[r], (size_t)len[r], sizeof(struct rec), by_key);
            wfound[r][k] = p ? (long)(p - want[r]) : -1;
        }
        CHECK(memcmp(rows[r], want[r], sizeof rows[r]) == 0);
        CHECK(memcmp(found[r], wfound[r], sizeof found[r]) == 0);
    }
    CHECK_DONE();
}
