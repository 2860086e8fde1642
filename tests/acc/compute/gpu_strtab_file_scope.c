/* File-scope tables of pointers to constant data read in a compute region's own code: the
 * device reads the module's copy of each table, whose pointers are the device's (the
 * literals and the pointed-to `static const` arrays are the module's too), as nvc compiles
 * such compile-time data. Before, 2.6.2's implicit copy moved the host's table bitwise and
 * the kernel dereferenced the host's addresses of the literals (an invalid global read on
 * the H200, apps9's multi-pattern search; emul and the host team share the host's address
 * space and could not show it: tests/snapshots_cuda.rs checks the CUDA, `pointer_tables_*`).
 * Covered: `static const char *const t[]`, `const char *t[]` never written (internal
 * linkage), an external `const char *const` table, a 2-D `const char *t[][2]`, tables of
 * pointers to other static const arrays (whole and `&a[k]`), a table of structs with `const
 * char *name` members, and strlen / strcmp / indexing of the literals in the kernel. */
/* Run on emul with OXACC_EMUL_CHECK_POINTERS (run_compute.rs): an upload holding a host
 * address of the program's read-only data (a literal's, as 2.6.2's copy of such a table held)
 * stops the program there. */
#include <string.h>
#include "check.h"

static const char *const pats[] = {"acgt", "ttga", "gg", "cattac"};
static const char *names[] = {"alpha", "be", "gamma"}; /* never written */
const char *const colors[3] = {"red", "green", "blue"};
static const char *const pairs[][2] = {{"a", "bb"}, {"ccc", "dddd"}, {"", "e"}};
static const int sq[] = {0, 1, 4, 9, 16}, cube[] = {0, 1, 8, 27};
static const double halves[] = {0.5, 1.5, 2.5};
static const int *const itab[] = {sq, cube, &sq[2]};
static const double *const dtab[2] = {halves, halves + 1};
struct kw {
    const char *name;
    int code;
    const int *vals;
};
static const struct kw kws[] = {{"if", 1, sq}, {"else", 2, cube}, {"while", 3, 0}};

#define N 64

int main(void) {
    const char *text = "acgtgattgaccattacggacgt";
    int len = (int)strlen(text);
    int hits[4] = {0, 0, 0, 0};
    int lens[3], first[3], cmp[3], pl[3][2], iv[3], kc[3], kl[3];
    double dv[2];
#pragma acc parallel loop copyin(text[0:len + 1]) copy(hits)
    for (int p = 0; p < 4; p++) {
        int pn = (int)strlen(pats[p]);
        for (int i = 0; i + pn <= len; i++)
            if (strncmp(text + i, pats[p], pn) == 0) hits[p]++;
    }
#pragma acc parallel loop copyout(lens, first, cmp, pl, iv, kc, kl, dv)
    for (int i = 0; i < 3; i++) {
        lens[i] = (int)strlen(names[i]);
        first[i] = colors[i][0] + colors[i][1];
        cmp[i] = strcmp(names[i], "be") == 0;
        pl[i][0] = (int)strlen(pairs[i][0]);
        pl[i][1] = pairs[i][1][0];
        iv[i] = itab[i][1] + itab[i][2];
        kc[i] = kws[i].code * 10 + (int)strlen(kws[i].name);
        kl[i] = kws[i].vals ? kws[i].vals[3] : -1;
        if (i < 2) dv[i] = dtab[i][1];
    }
    CHECK(hits[0] == 2 && hits[1] == 1 && hits[2] == 1 && hits[3] == 1);
    CHECK(lens[0] == 5 && lens[1] == 2 && lens[2] == 5);
    CHECK(first[0] == 'r' + 'e' && first[1] == 'g' + 'r' && first[2] == 'b' + 'l');
    CHECK(cmp[0] == 0 && cmp[1] == 1 && cmp[2] == 0);
    CHECK(pl[0][0] == 1 && pl[1][0] == 3 && pl[2][0] == 0);
    CHECK(pl[0][1] == 'b' && pl[1][1] == 'd' && pl[2][1] == 'e');
    CHECK(iv[0] == 1 + 4 && iv[1] == 1 + 8 && iv[2] == 9 + 16);
    CHECK(kc[0] == 12 && kc[1] == 24 && kc[2] == 35);
    CHECK(kl[0] == 9 && kl[1] == 27 && kl[2] == -1);
    CHECK(dv[0] == 1.5 && dv[1] == 2.5);
    CHECK_DONE();
}
