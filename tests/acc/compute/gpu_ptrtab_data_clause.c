/* Constant tables of pointers named in data clauses (`copyin(pats)` on the construct, a
 * `data copyin(tab, a)` around it) and read by the region: the clause copies the host's
 * table as it is (OpenACC 3.3, 2.7.2: a pointer is copied bitwise unless attached), so its
 * device copy holds the host's addresses of the literals and arrays, which a GPU cannot
 * read. The region now reads the module's device copy of such a table (as for 2.6.2's
 * implicit copy since strtab, gpu_strtab_file_scope.c), and a constant array the table
 * points into is that copy's too (`tab[0] == a` holds, as on the host); the clauses still
 * move their data, which the kernels do not read. Before, the kernels read the clause's
 * copies: host addresses on a GPU, and on emul `tab[0] == a` was false (the host's `a`
 * beside the device copy of `a`). Not run with emul's check of uploaded pointers: the clauses'
 * copies still hold the literals' host addresses (the snapshot test
 * `pointer_tables_named_in_data_clauses` shows the kernels read the module's copies). */
#include <string.h>
#include "check.h"

static const char *const pats[] = {"acgt", "ttgaa", "g"};
static const int a[] = {3, 5, 7};
static const int *const tab[] = {a, a + 2};

int main(void) {
    int l[3], r[3];
    static const char *const words[2] = {"hello", "hi"};
#pragma acc parallel loop copyin(pats, words) copyout(l)
    for (int i = 0; i < 3; i++) l[i] = (int)strlen(pats[i]) * 10 + (int)strlen(words[i & 1]);
#pragma acc data copyin(tab, a)
    {
#pragma acc parallel loop copyout(r)
        for (int i = 0; i < 3; i++) r[i] = (tab[0] == a) * 100 + (tab[1] == &a[2]) * 10 + (tab[0][i] == a[i]);
    }
    CHECK(l[0] == 45 && l[1] == 52 && l[2] == 15);
    for (int i = 0; i < 3; i++) CHECK(r[i] == 111);
    CHECK_DONE();
}
