/* atomic with an if clause (an oxacc extension, as NVIDIA's compilers accept: the 3.3 text of
 * 2.12 lists no clauses): with the condition true the update is atomic, with it false the
 * statement runs as written, non-atomically. The condition's variables are captured like any
 * use in the region, also when nothing else in the region uses them. */
#include "check.h"
int main(void) {
    long n = 0;
    int flag = 1;
#pragma acc parallel loop copy(n)
    for (int i = 0; i < 100000; i++) {
#pragma acc atomic update if(flag)
        n += 1;
    }
    CHECK(n == 100000);
    /* flag false: run by one thread (serial), so the non-atomic update is exact. */
    flag = 0;
    long m = 0;
#pragma acc serial loop copy(m)
    for (int i = 0; i < 1000; i++) {
#pragma acc atomic if(flag != 0)
        m += 2;
    }
    CHECK(m == 2000);
    /* A shared condition variable (rewritten in the outlined code) and `atomic if` without a
     * kind (an update). */
    int on[2] = {1, 0};
    long k = 0;
#pragma acc parallel loop copy(k, on)
    for (int i = 0; i < 50000; i++) {
#pragma acc atomic if(on[0])
        k++;
    }
    CHECK(k == 50000);
    int cnt = 0;
#pragma acc parallel loop copy(cnt) num_gangs(1) vector_length(1)
    for (int i = 0; i < 10; i++) {
#pragma acc atomic update if(on[1])
        cnt = cnt + 3;
    }
    CHECK(cnt == 30);
    CHECK_DONE();
}
