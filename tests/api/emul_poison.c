/* OXACC_EMUL_POISON=1 (oxacc's emulated device only): new device memory starts filled with
 * 0xa5 bytes, as a GPU's is not zeroed (spec 2.7.5: a copyout's or create's device copy
 * starts undefined), so a program reading device memory that nothing wrote differs on emul
 * as on a GPU. The semantic fuzzer runs emul with it. Here: acc_malloc's and acc_create's
 * memory holds the pattern, and a copy over it replaces it. Without the variable (or on
 * another device type) only the copy is checked. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"

TEST_MAIN_BEGIN
    /* read once, at the first device allocation: before any other runtime call */
    setenv("OXACC_EMUL_POISON", "1", 1);
    int emul = acc_get_device_type() == acc_device_oxacc_emul;
    unsigned char got[96];
    unsigned char *d = acc_malloc(sizeof got);
    CHECK(d != NULL);
    acc_memcpy_from_device(got, d, sizeof got);
    for (size_t i = 0; emul && i < sizeof got; i++) CHECK(got[i] == 0xa5);
    int a[16];
    for (int i = 0; i < 16; i++) a[i] = i;
    int *da = acc_create(a, sizeof a);
    int back[16];
    acc_memcpy_from_device(back, da, sizeof back);
    for (int i = 0; emul && i < 16; i++) CHECK(back[i] == (int)0xa5a5a5a5);
    acc_update_device(a, sizeof a);
    acc_memcpy_from_device(back, da, sizeof back);
    for (int i = 0; i < 16; i++) CHECK(back[i] == i);
    acc_delete(a, sizeof a);
    acc_free(d);
TEST_MAIN_END
