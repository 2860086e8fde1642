/* A pointer member's section in a data clause (`copy(b.data[0:50])`, OpenACC 3.3 2.7.1: a var
 * may be a member) where the struct also has aggregate members: a nested struct
 * (`struct { int k; } sub;`), an array of pointers (`float *fa[2]`), a nested struct holding a
 * pointer. Such a struct stopped the launch with "'b' is not present" under a GPU device type
 * (the struct-by-value path refused any aggregate member), even with the aggregate unused; GCC
 * and nvc map what the clause names and run. Now the struct crosses by value with every
 * pointer it holds translated, nested ones included, and `b.sub.k` is read from that value. */
#include <stdlib.h>
#include "check.h"

struct Buf {
    int n;
    double *data;
    struct { int k; } sub;
};
struct Inner { int w; float *p; };
struct Many {
    double *data;
    float *fa[2];
    struct Inner in;
    struct Inner rows[2];
    union { int i; float *u; } un;
};

int main(void) {
    struct Buf b;
    b.n = 50;
    b.sub.k = 7;
    b.data = malloc(50 * sizeof(double));
    for (int i = 0; i < 50; i++) b.data[i] = i;
#pragma acc parallel loop copy(b.data[0:50])
    for (int i = 1; i < 49; i++) b.data[i] += 0.5;
    double s = 0;
    for (int i = 0; i < 50; i++) s += b.data[i];
    CHECK(s == 1249);

    /* An enclosing data construct maps the section; the region reads the nested member. */
#pragma acc data copy(b.data[0:50])
    {
#pragma acc parallel loop
        for (int i = 0; i < 50; i++) b.data[i] = b.sub.k * i;
    }
    for (int i = 0; i < 50; i++) CHECK(b.data[i] == 7 * i);

    /* Pointers nested in an array, a struct and an array of structs are translated (the
     * arrays they point to are present); a union holding a pointer is fine while the region
     * does not use it. */
    struct Many m;
    float f0[8], f1[8], fi[8], r0[8], r1[8];
    double d[8];
    m.data = d;
    m.fa[0] = f0;
    m.fa[1] = f1;
    m.in.w = 3;
    m.in.p = fi;
    m.rows[0].p = r0;
    m.rows[1].p = r1;
    m.un.u = f0;
    for (int i = 0; i < 8; i++) f0[i] = f1[i] = fi[i] = r0[i] = r1[i] = i;
#pragma acc data copyin(f0, f1, fi, r0, r1)
#pragma acc parallel loop copyout(m.data[0:8])
    for (int i = 0; i < 8; i++)
        m.data[i] = m.fa[0][i] + m.fa[1][i] + m.in.w * m.in.p[i] + m.rows[0].p[i] + m.rows[1].p[i];
    for (int i = 0; i < 8; i++) CHECK(d[i] == 7 * i);
    free(b.data);
    CHECK_DONE();
}
