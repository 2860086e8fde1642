/* `_Atomic` locals of pointer, complex and struct type that the threads of a gang share
 * (declared in gang-redundant code, stored to in a `vector` loop; OpenACC 3.3 2.6.1): the
 * region ran on the host only (a warning, "only an integer or floating scalar ... is").
 * Every use is now an atomic operation on the gang's copy, as for arithmetic ones
 * (gpu_atomic_local_shared.c): `p += 1` on an `_Atomic(int *)` a read-modify-write, stores
 * and loads of an `_Atomic float _Complex` and of an 8-byte `_Atomic struct` (read whole,
 * through the CAS: a struct has no volatile copy in C++), the shared copy aligned to its
 * size as gcc aligns `_Atomic` types. (C's `+=` on an atomic complex needs libatomic on the
 * host, so the test stores it.) */
#include <complex.h>
#include <stdio.h>
#include "check.h"

#define G 8
#define V 64
struct pair { int a, b; };
int main(void) {
    int base[V], pos[G];
    double fr[G], fi[G];
    int pa[G], pb[G];
    for (int j = 0; j < V; j++) base[j] = j;
#pragma acc parallel num_gangs(G) vector_length(32) copyin(base) copyout(pos, fr, fi, pa, pb)
    {
#pragma acc loop gang
        for (int g = 0; g < G; g++) {
            _Atomic(int *) p = base;
            _Atomic float _Complex z = 1.0f * g;
            _Atomic struct pair s = {g, 0};
#pragma acc loop vector
            for (int j = 0; j < V; j++) {
                p += 1;
                if (j == 5) {
                    s = (struct pair){g, 7};
                    z = 0.5f * g + 2.0f * I;
                }
            }
            struct pair t = s;
            int *q = p;
            pos[g] = (int)(q - base);
            fr[g] = crealf(z);
            fi[g] = cimagf(z);
            pa[g] = t.a;
            pb[g] = t.b;
        }
    }
    for (int g = 0; g < G; g++) {
        CHECK(pos[g] == V);
        CHECK(fr[g] == 0.5 * g && fi[g] == 2);
        CHECK(pa[g] == g && pb[g] == 7);
    }
    printf("%d %g %g %d %d\n", pos[1], fr[1], fi[1], pa[1], pb[1]);
    CHECK_DONE();
}
