/* The same var in two data clauses of one directive (2.6 restricts only predetermined
   attributes): mapped once, as the combined clause (a warning says so). copyin + copyout moves
   the data both ways like copy; copyin + create is one copyin; one descriptor, so the reference
   counters count the var once (2.6.7). */
#include "acc_test.h"

int main(void) {
    float v[16], w[16];
    int s = 1;
    for (int i = 0; i < 16; i++) v[i] = w[i] = (float)i;
#pragma acc data copyin(v[0:16]) copyout(v[0:16]) copy(s) copyout(s)
    {
        if (discrete()) {
            CHECK(dev_at(&v[5]) == 5.0f); /* copied in */
            int one;
            dev_read(&one, &s, sizeof one);
            CHECK(one == 1);
            dev_fill(v, 16, 7.0f);
            int two = 2;
            dev_write(&s, &two, sizeof two);
        } else {
            for (int i = 0; i < 16; i++) v[i] = 7.0f;
            s = 2;
        }
    }
    for (int i = 0; i < 16; i++) CHECK(v[i] == 7.0f); /* copied out */
    CHECK(s == 2);
    if (discrete()) CHECK(!acc_is_present(v, sizeof v) && !acc_is_present(&s, sizeof s));

    /* Spelled differently, still one var: one dynamic reference, so one exit removes it. */
#pragma acc enter data copyin(w[0:16]) create(w[0: 16])
    if (discrete()) {
        CHECK(acc_is_present(w, sizeof w));
        CHECK(dev_at(&w[3]) == 3.0f);
    }
#pragma acc exit data delete(w[0:16])
    if (discrete()) CHECK(!acc_is_present(w, sizeof w));

    /* exit data copyout + delete of one var: copied out once, removed. */
#pragma acc enter data copyin(w)
    if (discrete()) dev_fill(w, 16, 1.0f);
#pragma acc exit data copyout(w) delete(w)
    if (discrete()) {
        CHECK(!acc_is_present(w, sizeof w));
        CHECK(w[2] == 1.0f);
    }
    return 0;
}
