/* A constant table of pointers defined in another file (ptrtab_extern_lib.c) read by a
 * compute construct: 2.6.2's implicit copy copies its pointers as they are, the host
 * addresses of that file's literals, which a GPU cannot read. This file cannot give the
 * device a copy of its own (the initializer is in the other file), so oxacc warns at the
 * use, naming the table; emul (which shares the host's address space) stops at the upload
 * with OXACC_EMUL_CHECK_POINTERS=1. Exit 0 = pass. */
#include <stdio.h>
#include <string.h>

extern const char *const ptrtab_names[3];

int main(void) {
    int l[3];
#pragma acc parallel loop copyout(l)
    for (int i = 0; i < 3; i++) l[i] = (int)strlen(ptrtab_names[i]);
    for (int i = 0; i < 3; i++)
        if (l[i] != (int)strlen(ptrtab_names[i])) {
            printf("FAIL l[%d] = %d\n", i, l[i]);
            return 1;
        }
    return 0;
}
