/* C11 6.4.2.2: __func__ is the name of the enclosing function. In device code that is the
   user's function or routine, not the generated kernel's or device function's name (it was
   "__oxacc_k_main_1..." and "__oxacc_f_name_len"), and in the host team's outlined function
   too (it was "__oxacc_region_main_1"). */
#include <openacc.h>
#include <string.h>
#include "check.h"
#pragma acc routine seq
static int name_len(void) {
    int n = 0;
    while (__func__[n]) n++;
    return n;
}
int main(void) {
    char name[16] = {0};
    int len[4];
#pragma acc parallel loop copyout(name, len)
    for (int i = 0; i < 16; i++) {
        name[i] = i < (int)sizeof(__func__) ? __func__[i] : 0;
        if (i < 4) len[i] = name_len();
    }
    for (int i = 0; i < 4; i++) CHECK(len[i] == 8);
    CHECK(strcmp(name, "main") == 0);
    CHECK_DONE();
}
