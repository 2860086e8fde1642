/* A function's tables of pointers to constant data, static or automatic, declared before a
 * compute region or inside it, read in the region's own code: the device reads the module's copy of each
 * table (its pointers the device's), not 2.6.2's implicit copy of the host's table (which
 * held the host's addresses of the literals: an invalid global read on a GPU). Covered:
 * `static const char *const`, `static const char *` never written, a 2-D table, a table of
 * pointers to the function's other static const arrays, a struct table with a `const char
 * *name` member, two functions with statics of the same name, a static table declared in
 * the region, and automatic tables (`const char *const`, and `const char *` never written). tests/snapshots_cuda.rs checks the CUDA (`pointer_tables_*`). */
/* Run on emul with OXACC_EMUL_CHECK_POINTERS (run_compute.rs): an upload holding a host
 * address of the program's read-only data (a literal's, as 2.6.2's copy of such a table held)
 * stops the program there. */
#include <string.h>
#include "check.h"

static int first_letters(int *out) {
    static const char *const days[] = {"mon", "tue", "wed", "thu"};
    static const char *abbr[] = {"m", "tu", "w", "th"}; /* never written */
#pragma acc parallel loop copyout(out[0:4])
    for (int i = 0; i < 4; i++)
        out[i] = days[i][0] * 100 + (int)strlen(abbr[i]) * 10 + (strncmp(days[i], abbr[i], strlen(abbr[i])) == 0);
    return 0;
}

static int sums(int *out) {
    static const int a[] = {1, 2, 3}, b[] = {10, 20, 30, 40};
    static const int *const tab[] = {a, b, b + 2};
    static const char *const days[2][2] = {{"x", "yy"}, {"zzz", ""}};
    static const struct op {
        const char *name;
        int prec;
    } ops[] = {{"+", 1}, {"*", 2}, {"**", 3}};
#pragma acc parallel loop copyout(out[0:3])
    for (int i = 0; i < 3; i++)
        out[i] = tab[i][0] + (int)strlen(days[i % 2][i / 2]) * 1000 + ops[i].prec * 100 +
                 (int)strlen(ops[i].name) * 10000;
    return 0;
}

static int autos(int *out) {
    const char *const langs[] = {"c", "fortran", "cuda"};
    const char *exts[3] = {".c", ".f90", ".cu"}; /* never written */
#pragma acc parallel loop copyout(out[0:3])
    for (int i = 0; i < 3; i++) out[i] = (int)strlen(langs[i]) * 10 + (int)strlen(exts[i]);
    return 0;
}

int main(void) {
    int f[4], s[3], r[4], a[3];
    autos(a);
    first_letters(f);
    sums(s);
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 4; i++) {
        static const char *const words[] = {"one", "three", "seven", "eleven"};
        r[i] = (int)strlen(words[i]) + words[i][1];
    }
    CHECK(f[0] == 'm' * 100 + 11 && f[1] == 't' * 100 + 21);
    CHECK(f[2] == 'w' * 100 + 11 && f[3] == 't' * 100 + 21);
    CHECK(s[0] == 1 + 1000 + 100 + 10000);
    CHECK(s[1] == 10 + 3000 + 200 + 10000);
    CHECK(s[2] == 30 + 2000 + 300 + 20000);
    CHECK(a[0] == 12 && a[1] == 74 && a[2] == 43);
    CHECK(r[0] == 3 + 'n' && r[1] == 5 + 'h' && r[2] == 5 + 'e' && r[3] == 6 + 'l');
    CHECK_DONE();
}
