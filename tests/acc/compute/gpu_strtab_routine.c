/* Tables of pointers to constant data in `routine seq` functions (OpenACC 3.3, 2.15.1): a
 * routine's own `static const` table of typedef'd pointers, of structs with a `const char
 * *` member, and of pointers to its other static const arrays, and a file-scope table a
 * routine reads with no `declare` directive (2.15.2 asks for one; nvc, and oxacc for
 * arithmetic tables, compile such compile-time data into the device code). These were
 * accepted by the checks but left the routine without device code (a warning; the regions
 * calling it ran on the host only, stopping under emul); the device now reads the module's
 * copy of each table, whose pointers are the device's. */
/* Run on emul with OXACC_EMUL_CHECK_POINTERS (run_compute.rs): an upload holding a host
 * address of the program's read-only data (a literal's, as 2.6.2's copy of such a table held)
 * stops the program there. */
#include <string.h>
#include "check.h"

typedef const char *cstr;
static const char *const units[] = {"B", "KiB", "MiB", "GiB"};

#pragma acc routine seq
static int unit_len(int k) { return (int)strlen(units[k & 3]); }

#pragma acc routine seq
static int name_code(int k) {
    static const cstr names[2] = {"ab", "cde"};
    static const struct entry {
        const char *key;
        int val;
    } table[3] = {{"x", 7}, {"yy", 8}, {"zzz", 9}};
    static const int lo[] = {1, 2}, hi[] = {30, 40};
    static const int *const lims[2] = {lo, hi};
    const struct entry *e = &table[k % 3];
    return (int)strlen(names[k & 1]) * 1000 + (int)strlen(e->key) * 100 + e->val +
           lims[k & 1][1] * 10000 + (strcmp(names[k & 1], "cde") == 0) * 1000000;
}

int main(void) {
    int u[8], c[6];
#pragma acc parallel loop copyout(u, c)
    for (int i = 0; i < 8; i++) {
        u[i] = unit_len(i);
        if (i < 6) c[i] = name_code(i);
    }
    for (int i = 0; i < 8; i++) CHECK(u[i] == (int)strlen(units[i & 3]));
    for (int i = 0; i < 6; i++) {
        int want = (i & 1 ? 3 : 2) * 1000 + (i % 3 + 1) * 100 + 7 + i % 3 + (i & 1 ? 40 : 2) * 10000 +
                   (i & 1) * 1000000;
        CHECK(c[i] == want);
    }
    CHECK_DONE();
}
