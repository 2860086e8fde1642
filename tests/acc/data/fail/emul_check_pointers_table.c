// expect-runtime-error: 'msgs' host
// error-names: emul_check_pointers_table.c:20: its device copy would hold the host address
// emul-only
// env: OXACC_EMUL_CHECK_POINTERS=1
/* OXACC_EMUL_CHECK_POINTERS=1 on the emulated device: a table of pointers to string literals
 * that the program changes is copied as it is (OpenACC 3.3, 2.6.2's implicit copy; oxacc
 * warns at compile time), so its device copy holds the literals' host addresses, which a GPU
 * cannot read (an invalid global read on the H200). The emulated device shares the host's
 * address space and ran it; with the check, the upload stops naming the table and the
 * construct. Constant tables are the module's device copies, which the check passes:
 * tests/acc/compute/gpu_strtab_*.c run with it. */
#include <string.h>

static const char *msgs[] = {"a", "bb"};

int main(void)
{
    int l[2];
    msgs[1] = "ccc";
#pragma acc parallel loop copyout(l)
    for (int i = 0; i < 2; i++) l[i] = (int)strlen(msgs[i]);
    return l[1] != 3;
}
